import { configSection, readSupabaseConfig, type SupabaseConfig } from '../supabaseConfig.ts';
import { GLOBAL_MAX_FILE_SIZE, parseConfigFileSize } from './limits.ts';

/** What the local Storage takes from `[storage]` in supabase/config.toml, as the CLI's Storage does. */
export interface StorageSettings {
  /** `file_size_limit`: the global upload limit; buckets may only lower it. */
  maxFileSize: number;
  /** Lifetime of signed upload URLs: the CLI and hosted projects give them 2 hours. */
  signedUploadExpiresIn: number;
}

export const SIGNED_UPLOAD_EXPIRES_IN = 2 * 60 * 60;

export function storageSettings(config: SupabaseConfig = readSupabaseConfig()): StorageSettings {
  const section = configSection(config, 'storage');
  const limit =
    section.file_size_limit === undefined
      ? GLOBAL_MAX_FILE_SIZE
      : parseConfigFileSize(section.file_size_limit);
  if (limit instanceof Error) throw limit;
  return { maxFileSize: limit, signedUploadExpiresIn: SIGNED_UPLOAD_EXPIRES_IN };
}
