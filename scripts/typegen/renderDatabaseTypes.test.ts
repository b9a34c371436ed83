import { describe, expect, it } from 'vitest';
import { GENERATED_HEADER, renderDatabaseTypes } from './renderDatabaseTypes.ts';
import type { ColumnMetadata, SchemaMetadata } from './schemaMetadata.ts';

const column = (name: string, type: string, extra: Partial<ColumnMetadata> = {}): ColumnMetadata => ({
  name,
  type,
  nullable: false,
  hasDefault: false,
  writtenByDatabase: false,
  updatable: true,
  ...extra,
});

const schema: SchemaMetadata = {
  name: 'public',
  tables: [
    {
      name: 'posts',
      updatable: true,
      columns: [
        column('title', 'text'),
        column('id', 'uuid', { hasDefault: true }),
        column('author_id', 'uuid', { nullable: true }),
        column('word_count', 'int4', { writtenByDatabase: true }),
      ],
      relationships: [
        {
          foreignKeyName: 'posts_author_id_fkey',
          columns: ['author_id'],
          isOneToOne: false,
          referencedRelation: 'users',
          referencedColumns: ['id'],
        },
      ],
    },
    { name: 'users', updatable: true, columns: [column('id', 'uuid')], relationships: [] },
  ],
  views: [
    {
      name: 'frozen',
      updatable: false,
      columns: [column('id', 'uuid', { nullable: true })],
      relationships: [],
    },
  ],
  functions: [
    {
      name: 'search_posts',
      args: [
        { name: 'term', type: 'text', hasDefault: false },
        { name: 'max', type: 'int4', hasDefault: true },
      ],
      returns: { type: 'posts' },
      setOf: true,
    },
    { name: 'now_text', args: [], returns: { columns: [{ name: 'at', type: 'text' }] }, setOf: true },
  ],
  enums: [{ name: 'mood', values: ['feliz', 'triste'] }],
  compositeTypes: [{ name: 'point2', attributes: [{ name: 'x', type: 'float8' }] }],
};

const output = renderDatabaseTypes([schema], '14.1');
const section = (start: string, end: string) => output.slice(output.indexOf(start), output.indexOf(end));

describe('renderDatabaseTypes', () => {
  it('starts with the do-not-edit header', () => {
    expect(output.startsWith(`${GENERATED_HEADER}\n`)).toBe(true);
  });

  it.each([
    ['Row', 'Insert', ['author_id: string | null', 'id: string', 'title: string', 'word_count: number']],
    ['Insert', 'Update', ['author_id?: string | null', 'id?: string', 'title: string', 'word_count?: never']],
    [
      'Update',
      'Relationships',
      ['author_id?: string | null', 'id?: string', 'title?: string', 'word_count?: never'],
    ],
  ])('writes the %s type of a table with its columns in name order', (start, end, fields) => {
    const lines = section(`${start}: {`, `${end}:`)
      .split('\n')
      .slice(1, -2)
      .map((line) => line.trim());
    expect(lines).toEqual(fields);
  });

  it('writes foreign keys as supabase-js relationships', () => {
    expect(output).toContain(
      [
        '        Relationships: [',
        '          {',
        '            foreignKeyName: "posts_author_id_fkey"',
        '            columns: ["author_id"]',
        '            isOneToOne: false',
        '            referencedRelation: "users"',
        '            referencedColumns: ["id"]',
        '          },',
        '        ]',
      ].join('\n'),
    );
  });

  it('gives a view that cannot be written only a Row type', () => {
    expect(section('frozen: {', 'Functions:')).not.toContain('Insert');
  });

  it.each([
    ['a function returning rows of a table', 'Args: { term: string; max?: number }'],
    ['', 'Returns: Database["public"]["Tables"]["posts"]["Row"][]'],
    ['a function without arguments', 'Args: Record<PropertyKey, never>'],
    ['a function returning a table', 'Returns: { at: string }[]'],
    ['enums', 'mood: "feliz" | "triste"'],
    ['enum constants', 'mood: ["feliz", "triste"],'],
    ['composite types', 'x: number | null'],
  ])('writes %s', (_, expected) => {
    expect(output).toContain(expected);
  });

  it('marks empty sections the way supabase-js expects', () => {
    const empty = renderDatabaseTypes(
      [{ name: 'public', tables: [], views: [], functions: [], enums: [], compositeTypes: [] }],
      '14.1',
    );
    expect(empty.match(/\[_ in never\]: never/g)).toHaveLength(5);
  });

  it('depends on the names only, not on the order the catalog returned things in', () => {
    const shuffled: SchemaMetadata = {
      ...schema,
      tables: [...schema.tables]
        .reverse()
        .map((table) => ({ ...table, columns: [...table.columns].reverse() })),
      functions: [...schema.functions].reverse(),
    };
    expect(renderDatabaseTypes([shuffled], '14.1')).toBe(output);
  });
});
