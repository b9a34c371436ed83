import { describe, expect, it } from 'vitest';
import { isKeptPage } from './offlineCaches.ts';

describe('isKeptPage', () => {
  it.each([
    ['/', true],
    ['/teachings/', true],
    ['/audios/la-fe/', true],
    ['/administracion/', true],
    ['/admin', false],
    ['/admin/blogs/new', false],
    ['/sin-conexion/', false],
  ])('%s → %s', (pathname, kept) => {
    expect(isKeptPage(pathname)).toBe(kept);
  });
});
