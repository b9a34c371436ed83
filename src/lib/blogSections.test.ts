import { describe, expect, it } from 'vitest';
import type { PostView } from '#core/content/contentSchemas.ts';
import {
  articlesPagePath,
  BLOG_SECTIONS,
  type BlogSection,
  pdfResources,
  postPage,
  postsForSection,
} from './blogSections.ts';

type Listed = Pick<PostView, 'id' | 'created_at' | 'published_at' | 'tags'>;
const post = (id: string, created_at: string, tags: string[]): Listed => ({
  id,
  created_at,
  published_at: null,
  tags,
});
const posts = [
  post('old', '2024-01-01T00:00:00Z', ['Meditaciones']),
  post('new', '2025-01-01T00:00:00Z', ['destacado']),
  post('mid', '2024-06-01T00:00:00Z', ['pastor', 'Destacado']),
];
const section = (tag?: string): BlogSection => ({
  slug: 's',
  title: 's',
  description: 's',
  icon: 'Star',
  kind: 'posts',
  tag,
});

describe('postsForSection', () => {
  it.each([
    ['every post newest first without a tag', undefined, ['new', 'mid', 'old']],
    ['tag match ignores case', 'destacado', ['new', 'mid']],
    ['tag match ignores accents', 'meditaciónes', ['old']],
    ['no match', 'nada', []],
  ])('%s', (_name, tag, expected) => {
    expect(postsForSection(posts, section(tag)).map((p) => p.id)).toEqual(expected);
  });

  it.each([
    ['tagged posts when there are some', 'destacado', ['new', 'mid']],
    ['the most recent ones otherwise', 'nada', ['new', 'mid']],
  ])('a section with a recent fallback shows %s', (_name, tag, expected) => {
    const withFallback = { ...section(tag), recentWhenUntagged: 2 };
    expect(postsForSection(posts, withFallback).map((p) => p.id)).toEqual(expected);
  });

  it('orders by publication date when there is one', () => {
    const published = [
      { ...post('a', '2025-01-01T00:00:00Z', []), published_at: '2025-01-02T00:00:00Z' },
      post('b', '2025-01-01T12:00:00Z', []),
    ];
    expect(postsForSection(published, section()).map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('pdfResources', () => {
  const resource = (id: string, file_type: string | null) => ({
    id,
    title: id,
    description: null,
    category: null,
    tags: [],
    file_url: '',
    thumbnail_url: null,
    file_type,
    file_size: null,
  });
  it('keeps pdf files whatever the case or a leading dot', () => {
    const list = [
      resource('a', 'pdf'),
      resource('b', 'PDF'),
      resource('c', '.pdf'),
      resource('d', 'epub'),
      resource('e', null),
    ];
    expect(pdfResources(list).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('BLOG_SECTIONS', () => {
  it('has the seven routes of the spec', () => {
    expect(BLOG_SECTIONS.map((s) => `/blog/${s.slug}`)).toEqual([
      '/blog/articulos',
      '/blog/meditaciones',
      '/blog/pastor',
      '/blog/destacados',
      '/blog/pdf',
      '/blog/planes-lectura',
      '/blog/suscripciones',
    ]);
  });
});

describe('postPage', () => {
  const many = Array.from({ length: 5 }, (_, i) => post(`p${i}`, '2025-01-01T00:00:00Z', []));
  it.each([
    [1, ['p0', 'p1'], 3],
    [3, ['p4'], 3],
    [4, [], 3],
  ])('page %i', (page, ids, totalPages) => {
    const result = postPage(many, page, 2);
    expect(result.posts.map((p) => p.id)).toEqual(ids);
    expect(result.totalPages).toBe(totalPages);
  });

  it('an empty list still has one page', () => {
    expect(postPage([], 1).totalPages).toBe(1);
  });

  it.each([
    [1, '/blog/articulos'],
    [2, '/blog/articulos/2'],
  ])('archive page %i is %s', (page, path) => {
    expect(articlesPagePath(page)).toBe(path);
  });
});
