import { readFileSync } from 'node:fs';
import { parse, type TomlTable } from 'smol-toml';

/** supabase/config.toml: the project settings the Supabase CLI reads, and so does the local backend. */
export const SUPABASE_CONFIG_PATH = new URL('../supabase/config.toml', import.meta.url);

export type SupabaseConfig = TomlTable;

/**
 * Parses config.toml and substitutes `env(NAME)` values from the environment, as the CLI does (an unset
 * variable leaves the text as written, so a missing secret is visible rather than silently empty).
 */
export function parseSupabaseConfig(source: string, env: NodeJS.ProcessEnv = process.env): SupabaseConfig {
  return substituteEnv(parse(source), env) as SupabaseConfig;
}

export function readSupabaseConfig(path: URL | string = SUPABASE_CONFIG_PATH): SupabaseConfig {
  return parseSupabaseConfig(readFileSync(path, 'utf8'));
}

/** The table at a dotted path (`auth.email`), or an empty one when the file leaves it out. */
export function configSection(config: SupabaseConfig, path: string): TomlTable {
  let table: unknown = config;
  for (const key of path.split('.')) {
    table = isTable(table) ? table[key] : undefined;
  }
  return isTable(table) ? table : {};
}

function isTable(value: unknown): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function substituteEnv(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value === 'string') {
    const name = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value)?.[1];
    return name && env[name] !== undefined ? env[name] : value;
  }
  if (Array.isArray(value)) return value.map((item) => substituteEnv(item, env));
  if (isTable(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substituteEnv(item, env)]));
  }
  return value;
}
