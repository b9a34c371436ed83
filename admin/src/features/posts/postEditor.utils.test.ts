import { describe, expect, it } from 'vitest';
import { withName, withTypedSlug } from '../../lib/sluggedForm.ts';
import { emptyPostForm, metaHint, postInput } from './postEditor.utils.ts';

const withTitle = (form: typeof emptyPostForm, title: string) => withName(form, 'title', title);
const withSlug = withTypedSlug<typeof emptyPostForm>;

const now = new Date('2025-06-07T10:00:00.000Z');

describe('withTitle / withSlug', () => {
  it('derives the slug from the title until the slug is edited by hand', () => {
    const typed = withTitle(emptyPostForm, 'La Oración diaria');
    expect(typed.slug).toBe('la-oracion-diaria');
    const edited = withSlug(typed, 'Mi Slug');
    expect(edited.slug).toBe('mi-slug');
    expect(withTitle(edited, 'Otro título').slug).toBe('mi-slug');
  });

  it('lets a hand-typed slug end in a hyphen until it is saved', () => {
    const typing = withSlug(emptyPostForm, 'mi-');
    expect(typing.slug).toBe('mi-');
    expect(postInput(typing, 'draft', now).slug).toBe('mi');
  });
});

describe('postInput', () => {
  it.each([
    ['draft', false, '', false, null],
    ['draft', true, '', true, now.toISOString()],
    ['publish', false, '', true, now.toISOString()],
    ['publish', false, '2025-01-02T03:04', true, new Date('2025-01-02T03:04').toISOString()],
    ['draft', false, '2025-01-02T03:04', false, null],
  ] as const)('%s with switch %s and date %j → published %s at %j', (action, on, date, published, at) => {
    const input = postInput({ ...emptyPostForm, isPublished: on, publishedAt: date }, action, now);
    expect(input.is_published).toBe(published);
    expect(input.published_at).toBe(at);
  });

  it('parses tags from comma-separated text', () => {
    expect(postInput({ ...emptyPostForm, tags: ' fe, , familia ' }, 'draft', now).tags).toEqual([
      'fe',
      'familia',
    ]);
  });
});

describe('metaHint', () => {
  it.each([
    [0, 'short'],
    [149, 'short'],
    [150, 'ideal'],
    [160, 'ideal'],
    [161, 'over'],
  ] as const)('%d characters → %s', (length, hint) => {
    expect(metaHint(length)).toBe(hint);
  });
});
