import { describe, expect, it } from 'vitest';
import { formatBuildTime, summarizeSiteBuild } from './siteBuildStatus.ts';

const built = '2026-06-07T09:30:00Z';

describe('formatBuildTime', () => {
  it('writes es-ES date and time in the given zone', () => {
    expect(formatBuildTime(built, 'Europe/Madrid')).toBe('7 de junio de 2026 a las 11:30');
  });
});

describe('summarizeSiteBuild', () => {
  it.each([
    [
      { state: 'idle', last_built_at: built, last_error: null },
      0,
      'ok',
      'Última publicación: 7 de junio de 2026 a las 11:30',
    ],
    [{ state: 'idle', last_built_at: null, last_error: null }, 0, 'ok', 'Aún no se ha publicado el sitio.'],
    [{ state: 'building', last_built_at: built, last_error: null }, 0, 'busy', 'Publicación en curso…'],
    [
      { state: 'idle', last_built_at: built, last_error: null },
      2,
      'busy',
      'Hay cambios esperando a publicarse.',
    ],
    [
      { state: 'failed', last_built_at: built, last_error: 'astro: boom' },
      0,
      'error',
      'La última publicación falló',
    ],
  ])('%j with %i pending', (status, pending, tone, headline) => {
    const summary = summarizeSiteBuild(status, pending, 'Europe/Madrid');
    expect(summary.tone).toBe(tone);
    expect(summary.headline).toBe(headline);
  });

  it('shows the error and says the previous site stays online', () => {
    const summary = summarizeSiteBuild(
      { state: 'failed', last_built_at: built, last_error: 'astro: boom' },
      0,
      'UTC',
    );
    expect(summary.detail).toContain('astro: boom');
    expect(summary.detail).toContain('Sigue en línea la versión anterior del sitio.');
  });
});
