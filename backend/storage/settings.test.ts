import { describe, expect, it } from 'vitest';
import { parseSupabaseConfig } from '../supabaseConfig.ts';
import { storageSettings } from './settings.ts';

describe('Storage settings from config.toml', () => {
  it('reads the project file: 50 MiB, and 2-hour signed upload URLs', () => {
    expect(storageSettings()).toEqual({ maxFileSize: 52_428_800, signedUploadExpiresIn: 7200 });
  });

  it.each([
    ['[storage]\nfile_size_limit = "5MB"', 5_242_880],
    ['[storage]\nfile_size_limit = 1000', 1000],
    ['', 52_428_800],
  ])('%j → %i bytes', (toml, bytes) => {
    expect(storageSettings(parseSupabaseConfig(toml)).maxFileSize).toBe(bytes);
  });

  it('refuses a limit the CLI would refuse', () => {
    expect(() => storageSettings(parseSupabaseConfig('[storage]\nfile_size_limit = "lots"'))).toThrow(
      /file_size_limit/,
    );
  });
});
