import { describe, expect, it } from 'vitest';
import { postMetaDescription, postsWithPages } from './postPage.ts';

const post = (id: string, pageSlug: string) => ({ id, title: id, pageSlug });

describe('postsWithPages', () => {
  it('leaves out slugs of blog sections and repeated slugs', () => {
    const { pages, skipped } = postsWithPages([post('a', 'uno'), post('b', 'articulos'), post('c', 'uno')]);
    expect(pages.map((p) => p.id)).toEqual(['a']);
    expect(skipped.map((p) => p.id)).toEqual(['b', 'c']);
  });
});

describe('postMetaDescription', () => {
  it.each([
    ['SEO text first', { meta_description: 'SEO', summary: 'Resumen', title: 'T' }, 'SEO'],
    ['then the summary', { meta_description: null, summary: 'Resumen', title: 'T' }, 'Resumen'],
    ['then the title', { meta_description: null, summary: null, title: 'T' }, 'T'],
  ])('%s', (_, input, expected) => {
    expect(postMetaDescription(input)).toBe(expected);
  });

  it('never exceeds 160 characters', () => {
    const text = postMetaDescription({
      meta_description: null,
      summary: 'palabra '.repeat(60),
      title: 'T',
    });
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
