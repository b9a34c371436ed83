import { describe, expect, it } from 'vitest';
import { viewForeignKeys } from './relationships.ts';
import { fixtureSchema } from './schemaFixture.ts';

describe('buildRelationships', () => {
  const schema = fixtureSchema();
  const summary = (origin: string) =>
    (schema.relationships.get(origin) ?? []).map(
      (rel) => `${rel.cardinality} ${rel.foreignTable} ${rel.constraint}`,
    );

  it('lists both directions of every foreign key, with one-to-one for unique FK columns', () => {
    expect(summary('posts')).toEqual([
      'many-to-one authors posts_author_id_fkey',
      'many-to-one authors posts_editor_id_fkey',
      'one-to-many comments comments_post_id_fkey',
      'one-to-many post_tags post_tags_post_id_fkey',
      'many-to-many tags post_tags',
    ]);
    expect(summary('authors')).toEqual([
      'one-to-many posts posts_author_id_fkey',
      'one-to-many posts posts_editor_id_fkey',
      'one-to-one profiles profiles_author_id_fkey',
    ]);
  });

  it('describes many-to-many through the junction columns', () => {
    const rel = schema.relationships.get('tags')!.find((r) => r.cardinality === 'many-to-many')!;
    expect(rel.junction).toEqual({
      table: 'post_tags',
      constraint1: 'post_tags_tag_id_fkey',
      constraint2: 'post_tags_post_id_fkey',
      sourceColumns: [['tag_id', 'id']],
      targetColumns: [['post_id', 'id']],
    });
  });
});

describe('viewForeignKeys', () => {
  const base = {
    name: 'posts_author_id_fkey',
    table: 'posts',
    columns: ['author_id'],
    foreignTable: 'authors',
    foreignColumns: ['id'],
  };

  it('repeats an FK for views that show its columns unchanged', () => {
    const derived = viewForeignKeys(
      [base],
      [
        { view: 'published', table: 'posts', column: 'author_id' },
        { view: 'published', table: 'posts', column: 'id' },
      ],
    );
    expect(derived).toEqual([{ ...base, table: 'published' }]);
  });

  it('ignores view columns that more than one base table could have given', () => {
    const derived = viewForeignKeys(
      [base],
      [
        { view: 'joined', table: 'posts', column: 'author_id' },
        { view: 'joined', table: 'comments', column: 'author_id' },
      ],
    );
    expect(derived).toEqual([]);
  });
});
