import { configSection, readSupabaseConfig, type SupabaseConfig } from '../../supabaseConfig.ts';

/** The Data API settings Supabase keeps in supabase/config.toml `[api]` (the CLI passes them to PostgREST). */
export interface RestSettings {
  /** db-schemas: the first is the default; Accept-Profile / Content-Profile pick another. */
  schemas: string[];
  /** db-extra-search-path: appended to the request's schema in every transaction's search_path. */
  extraSearchPath: string[];
  /** db-max-rows: caps every level of a read (the CLI's default is 1000). */
  maxRows: number | undefined;
}

const strings = (value: unknown, fallback: string[]) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : fallback;

/** `[api] schemas`, `extra_search_path` and `max_rows`, with the CLI's defaults when left out. */
export function restSettingsFrom(config: SupabaseConfig): RestSettings {
  const api = configSection(config, 'api');
  const schemas = strings(api.schemas, ['public', 'graphql_public']);
  return {
    schemas: schemas.length > 0 ? schemas : ['public'],
    extraSearchPath: strings(api.extra_search_path, ['public', 'extensions']),
    maxRows: typeof api.max_rows === 'number' ? api.max_rows : 1000,
  };
}

export const defaultRestSettings = (): RestSettings => restSettingsFrom(readSupabaseConfig());
