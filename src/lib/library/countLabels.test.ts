import { describe, expect, it } from 'vitest';
import { episodeCount, teachingCount } from './countLabels.ts';

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
