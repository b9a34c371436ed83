import { HELPER_TYPES } from './helperTypes.ts';
import {
  byName,
  type ColumnMetadata,
  type FunctionMetadata,
  type RelationMetadata,
  type RelationshipMetadata,
  type SchemaMetadata,
} from './schemaMetadata.ts';
import { tsType } from './tsType.ts';

export const GENERATED_HEADER =
  '// Generated from supabase/migrations by `npm run db:types` (scripts/generateTypes.ts). Do not edit.';

type Lines = string[];
const indent = (lines: Lines): Lines => lines.map((line) => (line === '' ? line : `  ${line}`));
const block = (open: string, body: Lines, close = '}'): Lines => [`${open} {`, ...indent(body), close];
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const orNever = (lines: Lines): Lines => (lines.length === 0 ? ['[_ in never]: never'] : lines);
const nullable = (type: string, isNullable: boolean) => (isNullable ? `${type} | null` : type);

function rowLines(columns: ColumnMetadata[], schema: SchemaMetadata): Lines {
  return columns.map((c) => `${key(c.name)}: ${nullable(tsType(c.type, schema), c.nullable)}`);
}

function tableWriteLines(columns: ColumnMetadata[], schema: SchemaMetadata, forInsert: boolean): Lines {
  return columns.map((c) => {
    if (c.writtenByDatabase) return `${key(c.name)}?: never`;
    const optional = !forInsert || c.nullable || c.hasDefault ? '?' : '';
    return `${key(c.name)}${optional}: ${nullable(tsType(c.type, schema), c.nullable)}`;
  });
}

function viewWriteLines(columns: ColumnMetadata[], schema: SchemaMetadata): Lines {
  return columns.map((c) =>
    c.updatable ? `${key(c.name)}?: ${tsType(c.type, schema)} | null` : `${key(c.name)}?: never`,
  );
}

function relationshipLines(relationships: RelationshipMetadata[]): Lines {
  if (relationships.length === 0) return ['Relationships: []'];
  const sorted = [...relationships].sort(
    (a, b) =>
      byName({ name: a.foreignKeyName }, { name: b.foreignKeyName }) ||
      byName({ name: a.referencedRelation }, { name: b.referencedRelation }),
  );
  const items = sorted.flatMap((r) => [
    '{',
    ...indent([
      `foreignKeyName: ${JSON.stringify(r.foreignKeyName)}`,
      `columns: ${JSON.stringify(r.columns)}`,
      `isOneToOne: ${r.isOneToOne}`,
      `referencedRelation: ${JSON.stringify(r.referencedRelation)}`,
      `referencedColumns: ${JSON.stringify(r.referencedColumns)}`,
    ]),
    '},',
  ]);
  return ['Relationships: [', ...indent(items), ']'];
}

function relationLines(relation: RelationMetadata, schema: SchemaMetadata, isView: boolean): Lines {
  const columns = [...relation.columns].sort(byName);
  const writes = isView
    ? relation.updatable
      ? [
          ...block('Insert:', viewWriteLines(columns, schema)),
          ...block('Update:', viewWriteLines(columns, schema)),
        ]
      : []
    : [
        ...block('Insert:', tableWriteLines(columns, schema, true)),
        ...block('Update:', tableWriteLines(columns, schema, false)),
      ];
  return block(`${key(relation.name)}:`, [
    ...block('Row:', rowLines(columns, schema)),
    ...writes,
    ...relationshipLines(relation.relationships),
  ]);
}

function functionLines(overloads: FunctionMetadata[], schema: SchemaMetadata): Lines {
  const args = overloads.map((fn) => {
    if (fn.args.length === 0) return 'Record<PropertyKey, never>';
    const fields = fn.args.map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, schema)}`);
    return `{ ${fields.join('; ')} }`;
  });
  const first = overloads[0]!;
  const returned =
    'columns' in first.returns
      ? `{ ${first.returns.columns.map((c) => `${key(c.name)}: ${tsType(c.type, schema)}`).join('; ')} }`
      : tsType(first.returns.type, schema);
  return block(`${key(first.name)}:`, [
    `Args: ${args.join(' | ')}`,
    `Returns: ${returned}${first.setOf ? '[]' : ''}`,
  ]);
}

function schemaLines(schema: SchemaMetadata): Lines {
  const functionNames = [...new Set(schema.functions.map((fn) => fn.name))].sort();
  return block(`${key(schema.name)}:`, [
    ...block(
      'Tables:',
      orNever([...schema.tables].sort(byName).flatMap((t) => relationLines(t, schema, false))),
    ),
    ...block(
      'Views:',
      orNever([...schema.views].sort(byName).flatMap((v) => relationLines(v, schema, true))),
    ),
    ...block(
      'Functions:',
      orNever(
        functionNames.flatMap((name) =>
          functionLines(
            schema.functions.filter((fn) => fn.name === name),
            schema,
          ),
        ),
      ),
    ),
    ...block(
      'Enums:',
      orNever(
        [...schema.enums]
          .sort(byName)
          .map((e) => `${key(e.name)}: ${e.values.map((value) => JSON.stringify(value)).join(' | ')}`),
      ),
    ),
    ...block(
      'CompositeTypes:',
      orNever(
        [...schema.compositeTypes].sort(byName).flatMap((type) =>
          block(
            `${key(type.name)}:`,
            type.attributes.map((a) => `${key(a.name)}: ${tsType(a.type, schema)} | null`),
          ),
        ),
      ),
    ),
  ]);
}

/** The text of core/database.types.ts, in the shape of `supabase gen types typescript`. Pure. */
export function renderDatabaseTypes(schemas: SchemaMetadata[], postgrestVersion: string): string {
  const sorted = [...schemas].sort(byName);
  const database = block('export type Database =', [
    '// Lets createClient<Database>() pick the PostgREST version without a second type argument.',
    ...block('__InternalSupabase:', [`PostgrestVersion: ${JSON.stringify(postgrestVersion)}`]),
    ...sorted.flatMap(schemaLines),
  ]);
  const enumConstants = (schema: SchemaMetadata): Lines => {
    const values = [...schema.enums]
      .sort(byName)
      .map((e) => `${key(e.name)}: [${e.values.map((value) => JSON.stringify(value)).join(', ')}],`);
    return values.length === 0 ? ['Enums: {},'] : [...block('Enums:', values, '},')];
  };
  const constants = block(
    'export const Constants =',
    sorted.flatMap((schema) => block(`${key(schema.name)}:`, enumConstants(schema), '},')),
    '} as const',
  );
  return [
    GENERATED_HEADER,
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]',
    '',
    ...database,
    '',
    HELPER_TYPES,
    ...constants,
    '',
  ].join('\n');
}
