/** The global upload limit when config.toml sets none, as the Supabase CLI's default (`"50MiB"`). */
export const GLOBAL_MAX_FILE_SIZE = 50 * 1024 * 1024;

/**
 * A bucket's limit applies whenever it is a number, but never raises the global one (Storage's
 * getStandardMaxFileSizeLimit: a limit of 0 refuses every non-empty file, as it does there).
 */
export function effectiveFileSizeLimit(bucketLimit: number | null | undefined, globalLimit: number): number {
  return typeof bucketLimit === 'number' ? Math.min(bucketLimit, globalLimit) : globalLimit;
}

/** The Studio's "create folder" uploads an empty placeholder; Storage skips the type check and allows 0 bytes. */
export function isEmptyFolderPlaceholder(key: string): boolean {
  return key.endsWith('.emptyFolderPlaceholder');
}

const BINARY_UNITS: Record<string, number> = {
  '': 1,
  k: 1024,
  m: 1024 ** 2,
  g: 1024 ** 3,
  t: 1024 ** 4,
  p: 1024 ** 5,
};

/**
 * `[storage] file_size_limit` as the Supabase CLI reads it (go-units RAMInBytes): a TOML integer of bytes,
 * or text such as `"50MiB"`, `"5MB"`, `"500KB"` or `"5000000"`, where every unit is a power of 1024.
 */
export function parseConfigFileSize(value: unknown): number | Error {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0
      ? value
      : new Error(`file_size_limit inválido: ${value}`);
  }
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)*) ?([kmgtp])?i?b?$/i.exec(value) : null;
  if (!match) return new Error(`file_size_limit inválido: ${JSON.stringify(value)}`);
  return Math.floor(Number.parseFloat(match[1]!) * BINARY_UNITS[(match[2] ?? '').toLowerCase()]!);
}

const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/**
 * A bucket's `file_size_limit` as given to POST/PUT /bucket: bytes as an integer, or Storage's string
 * form (`"2MB"`, `"30KB"`, decimal units as Storage parses them). Null clears the limit; undefined means
 * "not given". Anything else is refused with the reason Storage gives.
 */
export function parseFileSizeLimit(value: unknown): number | null | undefined | Error {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? value : new Error('Invalid file size limit');
  }
  if (typeof value !== 'string') return new Error('Invalid file size limit');
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value.trim());
  if (!match) return new Error('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const bytes = Math.round(Number(Number(match[1]).toPrecision(3)) * UNITS[match[2]!.toLowerCase()]!);
  return Number.isSafeInteger(bytes) ? bytes : new Error('Invalid file size limit');
}
