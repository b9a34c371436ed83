import { describe, expect, it } from 'vitest';
import { auditPages } from './auditPages.ts';

const page = (
  route: string,
  parts: { h1s?: number; title?: string; description?: string; head?: string } = {},
) => ({
  route,
  html: `<html lang="es"><head><title>${parts.title ?? route}</title><meta name="description" content="${
    parts.description ?? `d ${route}`
  }">${parts.head ?? `<link rel="canonical" href="https://x${route}">`}</head><body>${'<h1>t</h1>'.repeat(
    parts.h1s ?? 1,
  )}</body></html>`,
});

describe('auditPages', () => {
  it.each([
    ['a correct site', [page('/'), page('/a/')], []],
    ['no h1', [page('/', { h1s: 0 })], ['/: 0 elementos h1 (debe haber uno)']],
    ['two h1', [page('/', { h1s: 2 })], ['/: 2 elementos h1 (debe haber uno)']],
    [
      'a repeated title',
      [page('/', { title: 'T' }), page('/a/', { title: 'T' })],
      ['/a/: title repetido en /'],
    ],
    [
      'a repeated description',
      [page('/', { description: 'D' }), page('/a/', { description: 'D' })],
      ['/a/: description repetido en /'],
    ],
    ['a missing canonical', [page('/', { head: '' })], ['/: falta canonical']],
    [
      'a noindex page without canonical',
      [page('/404', { head: '<meta name="robots" content="noindex">' })],
      [],
    ],
    [
      'a long description',
      [page('/', { description: 'x'.repeat(161) })],
      ['/: description de 161 caracteres (máx. 160)'],
    ],
  ])('%s', (_name, pages, expected) => {
    expect(auditPages(pages)).toEqual(expected);
  });

  it('reports a page without lang="es"', () => {
    expect(auditPages([{ route: '/', html: page('/').html.replace(' lang="es"', '') }])).toEqual([
      '/: falta lang="es"',
    ]);
  });
});
