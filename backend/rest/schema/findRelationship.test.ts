import { describe, expect, it } from 'vitest';
import { findRelationship } from './findRelationship.ts';
import { fixtureSchema } from './schemaFixture.ts';

describe('findRelationship', () => {
  const schema = fixtureSchema();

  it.each([
    ['posts', 'comments', undefined, 'one-to-many comments_post_id_fkey'],
    ['posts', 'authors', 'posts_author_id_fkey', 'many-to-one posts_author_id_fkey'],
    ['posts', 'authors', 'editor_id', 'many-to-one posts_editor_id_fkey'],
    ['posts', 'author_id', undefined, 'many-to-one posts_author_id_fkey'],
    ['posts', 'posts_editor_id_fkey', undefined, 'many-to-one posts_editor_id_fkey'],
    ['posts', 'tags', undefined, 'many-to-many post_tags'],
    ['posts', 'tags', 'post_tags', 'many-to-many post_tags'],
    ['authors', 'profiles', undefined, 'one-to-one profiles_author_id_fkey'],
    ['authors', 'posts', 'author_id', 'one-to-many posts_author_id_fkey'],
  ])('%s → %s!%s is %s', (origin, target, hint, expected) => {
    const rel = findRelationship(schema, origin, target, hint);
    expect(`${rel.cardinality} ${rel.constraint}`).toBe(expected);
  });

  it('answers PGRST200 with a suggestion', () => {
    expect(() => findRelationship(schema, 'posts', 'coments')).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST200',
        hint: "Perhaps you meant 'comments' instead of 'coments'.",
      }),
    );
    expect(() => findRelationship(schema, 'posts', 'authors', 'nope')).toThrow(
      expect.objectContaining({
        details:
          "Searched for a foreign key relationship between 'posts' and 'authors' using the hint 'nope' in the schema 'public', but no matches were found.",
      }),
    );
  });

  it('answers PGRST201 listing the candidates', () => {
    expect(() => findRelationship(schema, 'posts', 'authors')).toThrow(
      expect.objectContaining({
        status: 300,
        code: 'PGRST201',
        hint: "Try changing 'authors' to one of the following: 'authors!posts_author_id_fkey', 'authors!posts_editor_id_fkey'. Find the desired relationship in the 'details' key.",
      }),
    );
  });
});
