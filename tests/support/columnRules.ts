import type { Queryable } from '@palabra-viva/local-supabase';
import { readSchemaMetadata } from '../../scripts/typegen/readSchemaMetadata.ts';

/** What the migrations let one column hold: its type, and what its check constraints demand. */
export interface ColumnRules {
  type: string;
  nullable: boolean;
  /** char_length(col) <= n (or of btrim(col)). */
  maxLength?: number;
  /** col ~ '\S', or char_length(col) >= 1: never blank. */
  nonBlank: boolean;
  /** col ~ 'pattern' (case-sensitive match), e.g. the email check. */
  pattern?: string;
  /** col = any (array[…]) / col in (…). */
  oneOf?: string[];
  /** regexp_count(col, '\S+') <= n: the testimonial's word limit. */
  maxWords?: number;
}

const literals = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

/**
 * The rules of every column of `table`, read from the migrated catalog: column types through the type
 * generator's schema reader, limits from the check constraints as Postgres prints them back.
 */
export async function columnRules(db: Queryable, table: string): Promise<Map<string, ColumnRules>> {
  const metadata = await readSchemaMetadata(db, 'public');
  const relation = metadata.tables.find((candidate) => candidate.name === table);
  if (!relation) throw new Error(`No table public.${table}`);
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = $1::regclass and contype = 'c'`,
    [`public.${table}`],
  );
  const checks = rows.map((row) => row.definition).join(' ');
  const rules = new Map<string, ColumnRules>();
  for (const column of relation.columns) {
    const name = column.name;
    const length = `char_length\\((?:btrim\\()?${name}\\)?\\)`;
    const max = new RegExp(`${length} <= (\\d+)`).exec(checks)?.[1];
    const words = new RegExp(`regexp_count\\(${name}, '\\\\S\\+'::text\\) <= (\\d+)`).exec(checks)?.[1];
    const pattern = new RegExp(`\\(${name} ~ '([^']+)'::text\\)`).exec(checks)?.[1];
    const oneOf = new RegExp(`\\(${name} = ANY \\(ARRAY\\[([^\\]]*)\\]\\)\\)`).exec(checks)?.[1];
    rules.set(name, {
      type: column.type,
      nullable: column.nullable,
      maxLength: max === undefined ? undefined : Number(max),
      nonBlank: pattern === '\\S' || new RegExp(`${length} >= 1`).test(checks),
      pattern: pattern === '\\S' ? undefined : pattern,
      oneOf: oneOf === undefined ? undefined : literals(oneOf),
      maxWords: words === undefined ? undefined : Number(words),
    });
  }
  return rules;
}
