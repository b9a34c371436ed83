import { describe, expect, it } from 'vitest';
import { parseSupabaseConfig } from '../../supabaseConfig.ts';
import { defaultRestSettings, restSettingsFrom } from './restSettings.ts';

describe('restSettingsFrom', () => {
  it('reads [api] from supabase/config.toml as the Supabase CLI passes it to PostgREST', () => {
    expect(defaultRestSettings()).toEqual({
      schemas: ['public', 'graphql_public'],
      extraSearchPath: ['public', 'extensions'],
      maxRows: 1000,
    });
  });

  it.each([
    ['', { schemas: ['public', 'graphql_public'], extraSearchPath: ['public', 'extensions'], maxRows: 1000 }],
    ['[api]\nschemas = ["api", "public"]\nmax_rows = 5', { schemas: ['api', 'public'], maxRows: 5 }],
    ['[api]\nextra_search_path = []', { maxRows: 1000, extraSearchPath: [] }],
    ['[api]\nschemas = []', { schemas: ['public'] }],
  ])('%j', (toml, expected) => {
    expect(restSettingsFrom(parseSupabaseConfig(toml))).toMatchObject(expected);
  });
});
