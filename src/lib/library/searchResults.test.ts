import { describe, expect, it } from 'vitest';
import { excerptParts, subResultsBeyondPage } from './searchResults.ts';

describe('excerptParts', () => {
  it.each([
    ['plain text', 'sin coincidencias', [{ text: 'sin coincidencias', marked: false }]],
    [
      'a match in the middle',
      'la <mark>oración</mark> del Señor',
      [
        { text: 'la ', marked: false },
        { text: 'oración', marked: true },
        { text: ' del Señor', marked: false },
      ],
    ],
    [
      'markup that is not a mark stays text, entities decoded',
      '&lt;script&gt;x&lt;/script&gt; <mark>fe</mark><img src=x onerror=1>',
      [
        { text: '<script>x</script> ', marked: false },
        { text: 'fe', marked: true },
      ],
    ],
  ])('%s', (_, excerpt, parts) => {
    expect(excerptParts(excerpt)).toEqual(parts);
  });
});

describe('subResultsBeyondPage', () => {
  it('keeps anchored sections only, at most three', () => {
    const result = {
      url: '/biblioteca/',
      excerpt: '',
      meta: {},
      sub_results: [
        { title: 'Biblioteca', url: '/biblioteca/', excerpt: '' },
        ...['a', 'b', 'c', 'd'].map((id) => ({ title: id, url: `/biblioteca/#recurso-${id}`, excerpt: '' })),
      ],
    };
    expect(subResultsBeyondPage(result).map((sub) => sub.title)).toEqual(['a', 'b', 'c']);
  });
});
