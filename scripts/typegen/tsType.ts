import type { SchemaMetadata } from './schemaMetadata.ts';

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};
const STRINGS = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
]);

/**
 * The TypeScript type PostgREST's JSON gives a Postgres type, as `supabase gen types` maps it: numbers
 * for integers and numeric, strings for text, dates and uuids, references into `Database` for the
 * schema's own enums, composite types and row types, `unknown` for anything else.
 */
export function tsType(pgType: string, schema: SchemaMetadata): string {
  if (pgType.startsWith('_')) {
    const element = tsType(pgType.slice(1), schema);
    return /^[\w.]+$/.test(element) ? `${element}[]` : `(${element})[]`;
  }
  if (pgType in SCALARS) return SCALARS[pgType]!;
  if (STRINGS.has(pgType)) return 'string';
  const at = (section: string, name: string) =>
    `Database[${JSON.stringify(schema.name)}][${JSON.stringify(section)}][${JSON.stringify(name)}]`;
  if (schema.enums.some((type) => type.name === pgType)) return at('Enums', pgType);
  if (schema.compositeTypes.some((type) => type.name === pgType)) return at('CompositeTypes', pgType);
  if (schema.tables.some((table) => table.name === pgType)) return `${at('Tables', pgType)}["Row"]`;
  if (schema.views.some((view) => view.name === pgType)) return `${at('Views', pgType)}["Row"]`;
  return 'unknown';
}
