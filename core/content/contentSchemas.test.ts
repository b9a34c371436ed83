import { describe, expect, it } from 'vitest';
import {
  blankRow,
  PUBLIC_POST_COLUMNS,
  type PublicPost,
  postViewSchema,
  publicPostSchema,
} from './contentSchemas.ts';

const row = (extra: Partial<PublicPost> = {}) => ({
  ...blankRow(publicPostSchema),
  id: 'x',
  title: 'Título x',
  slug: 'x',
  content: 'Contenido de **x**',
  is_published: true,
  published_at: '2025-01-01T00:00:00Z',
  created_at: '2024-01-01T00:00:00Z',
  scripture_references: [],
  speaker_links: [],
  ...extra,
});

describe('postViewSchema', () => {
  it.each([
    ['own description', { description: 'Resumen' }, 'Resumen'],
    ['content without markup when missing', { description: null }, 'Contenido de x'],
    ['content when blank', { description: '  ' }, 'Contenido de x'],
  ])('summary: %s', (_, extra, expected) => {
    expect(postViewSchema.parse(row(extra)).summary).toBe(expected);
  });

  it('links by the title when the slug is missing', () => {
    expect(postViewSchema.parse(row({ slug: null, title: 'Fe Viva' })).pageSlug).toBe('fe-viva');
  });

  it('renders the Markdown to HTML and keeps the row', () => {
    const post = postViewSchema.parse(row());
    expect(post.html).toBe('<p>Contenido de <strong>x</strong></p>');
    expect(post).toMatchObject({ id: 'x', content: 'Contenido de **x**', tags: [], description: null });
  });

  it('keeps SEO text only when it says something', () => {
    expect(postViewSchema.parse(row({ meta_description: ' SEO ' })).meta_description).toBe('SEO');
    expect(postViewSchema.parse(row({ meta_description: '  ' })).meta_description).toBeNull();
  });

  it('reads a row written in code with only what it shows (blankRow)', () => {
    const blank = blankRow(publicPostSchema);
    expect(Object.keys(blank)).toEqual(Object.keys(publicPostSchema.shape));
    expect(Object.values(blank).every((value) => value === null)).toBe(true);
    expect(postViewSchema.parse(row())).toMatchObject({ updated_at: null, tags: [] });
  });

  it('selects exactly the columns of the row, never the derived fields', () => {
    expect(PUBLIC_POST_COLUMNS.split(', ')).toEqual(expect.arrayContaining(['id', 'content', 'tags']));
    expect(PUBLIC_POST_COLUMNS).not.toMatch(/pageSlug|summary|html/);
  });
});
