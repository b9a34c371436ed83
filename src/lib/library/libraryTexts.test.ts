import { describe, expect, it } from 'vitest';
import { episodeCount, seriesDescription, speakerDescription, teachingCount } from './libraryTexts.ts';

describe('count labels', () => {
  it.each([
    [0, '0 enseñanzas', '0 episodios'],
    [1, '1 enseñanza', '1 episodio'],
    [2, '2 enseñanzas', '2 episodios'],
    [12, '12 enseñanzas', '12 episodios'],
  ])('%i → «%s», «%s»', (n, teachings, episodes) => {
    expect(teachingCount(n)).toBe(teachings);
    expect(episodeCount(n)).toBe(episodes);
  });
});

describe('fallback descriptions', () => {
  it.each([
    [{ description: 'Cuatro estudios.' }, 'Cuatro estudios.'],
    [{ description: null }, 'Serie de enseñanzas de Palabra Viva.'],
  ])('series %j → «%s»', (series, text) => {
    expect(seriesDescription(series, 'Palabra Viva')).toBe(text);
  });

  it.each([
    [{ name: 'Ana', bio: 'Pastora.' }, 'Pastora.'],
    [{ name: 'Ana', bio: null }, 'Enseñanzas de Ana en Palabra Viva.'],
  ])('speaker %j → «%s»', (speaker, text) => {
    expect(speakerDescription(speaker, 'Palabra Viva')).toBe(text);
  });
});
