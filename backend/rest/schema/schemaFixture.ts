import { buildRelationships } from './relationships.ts';
import type { Column, ForeignKey, Routine, Schema, Table } from './types.ts';

/** A small in-memory schema for unit tests of planning and SQL building (no database needed). */
export function table(name: string, columns: [string, string][], primaryKey = ['id'], isView = false): Table {
  const map = new Map<string, Column>(
    columns.map(([column, type]) => [
      column,
      { name: column, type, nominalType: type, baseType: type, nullable: true },
    ]),
  );
  return {
    name,
    isView,
    insertable: !isView,
    updatable: !isView,
    deletable: !isView,
    columns: map,
    primaryKey,
    uniqueKeys: primaryKey.length ? [primaryKey] : [],
  };
}

const fk = (
  name: string,
  from: string,
  columns: string[],
  to: string,
  foreignColumns = ['id'],
): ForeignKey => ({
  name,
  table: from,
  columns,
  foreignTable: to,
  foreignColumns,
});

export function fixtureSchema(routines: Routine[] = []): Schema {
  const tables = [
    table('authors', [
      ['id', 'integer'],
      ['name', 'text'],
    ]),
    table(
      'profiles',
      [
        ['author_id', 'integer'],
        ['bio', 'text'],
      ],
      ['author_id'],
    ),
    table('posts', [
      ['id', 'integer'],
      ['title', 'text'],
      ['author_id', 'integer'],
      ['editor_id', 'integer'],
      ['data', 'jsonb'],
      ['search', 'tsvector'],
    ]),
    table('comments', [
      ['id', 'integer'],
      ['post_id', 'integer'],
      ['body', 'text'],
    ]),
    table('tags', [
      ['id', 'integer'],
      ['name', 'text'],
    ]),
    table(
      'post_tags',
      [
        ['post_id', 'integer'],
        ['tag_id', 'integer'],
      ],
      ['post_id', 'tag_id'],
    ),
  ];
  const map = new Map(tables.map((t) => [t.name, t]));
  const foreignKeys = [
    fk('posts_author_id_fkey', 'posts', ['author_id'], 'authors'),
    fk('posts_editor_id_fkey', 'posts', ['editor_id'], 'authors'),
    fk('comments_post_id_fkey', 'comments', ['post_id'], 'posts'),
    fk('profiles_author_id_fkey', 'profiles', ['author_id'], 'authors'),
    fk('post_tags_post_id_fkey', 'post_tags', ['post_id'], 'posts'),
    fk('post_tags_tag_id_fkey', 'post_tags', ['tag_id'], 'tags'),
  ];
  const byName = new Map<string, Routine[]>();
  for (const routine of routines) byName.set(routine.name, [...(byName.get(routine.name) ?? []), routine]);
  return {
    name: 'public',
    tables: map,
    relationships: buildRelationships(map, foreignKeys),
    routines: byName,
    mediaHandlers: new Map(),
  };
}
