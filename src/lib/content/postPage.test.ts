import { describe, expect, it } from 'vitest';
import type { PostDetail } from '../contentTypes.ts';
import { postMetaDescription, postsWithPages } from './postPage.ts';

const post = (id: string, pageSlug: string): PostDetail => ({
  id,
  title: id,
  slug: pageSlug,
  pageSlug,
  description: null,
  created_at: '2025-01-01T00:00:00Z',
  featured_image_url: null,
  category: null,
  tags: [],
  html: '',
  meta_description: null,
  updated_at: null,
});

describe('postsWithPages', () => {
  it('leaves out slugs of blog sections and repeated slugs', () => {
    const { pages, skipped } = postsWithPages([post('a', 'uno'), post('b', 'articulos'), post('c', 'uno')]);
    expect(pages.map((p) => p.id)).toEqual(['a']);
    expect(skipped.map((p) => p.id)).toEqual(['b', 'c']);
  });
});

describe('postMetaDescription', () => {
  it.each([
    ['SEO text first', { meta_description: 'SEO', description: 'Resumen', title: 'T' }, 'SEO'],
    ['then the summary', { meta_description: null, description: 'Resumen', title: 'T' }, 'Resumen'],
    ['then the title', { meta_description: null, description: null, title: 'T' }, 'T'],
  ])('%s', (_, input, expected) => {
    expect(postMetaDescription(input)).toBe(expected);
  });

  it('never exceeds 160 characters', () => {
    const text = postMetaDescription({
      meta_description: null,
      description: 'palabra '.repeat(60),
      title: 'T',
    });
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
