import { describe, expect, it } from 'vitest';
import type { SchemaMetadata } from './schemaMetadata.ts';
import { tsType } from './tsType.ts';

const schema: SchemaMetadata = {
  name: 'public',
  tables: [{ name: 'posts', columns: [], relationships: [], updatable: true }],
  views: [{ name: 'recent_posts', columns: [], relationships: [], updatable: false }],
  functions: [],
  enums: [{ name: 'mood', values: ['feliz', 'triste'] }],
  compositeTypes: [{ name: 'address', attributes: [] }],
};

describe('tsType', () => {
  it.each([
    ['bool', 'boolean'],
    ['int4', 'number'],
    ['int8', 'number'],
    ['numeric', 'number'],
    ['text', 'string'],
    ['bpchar', 'string'],
    ['uuid', 'string'],
    ['timestamptz', 'string'],
    ['date', 'string'],
    ['jsonb', 'Json'],
    ['void', 'undefined'],
    ['_text', 'string[]'],
    ['_jsonb', 'Json[]'],
    ['mood', 'Database["public"]["Enums"]["mood"]'],
    ['_mood', '(Database["public"]["Enums"]["mood"])[]'],
    ['address', 'Database["public"]["CompositeTypes"]["address"]'],
    ['posts', 'Database["public"]["Tables"]["posts"]["Row"]'],
    ['recent_posts', 'Database["public"]["Views"]["recent_posts"]["Row"]'],
    ['inet', 'unknown'],
  ])('maps %s to %s', (pgType, expected) => {
    expect(tsType(pgType, schema)).toBe(expected);
  });
});
