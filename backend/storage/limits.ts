/** The global upload limit, as the Supabase CLI's default (`file_size_limit = "50MiB"`). */
export const GLOBAL_MAX_FILE_SIZE = 50 * 1024 * 1024;

/** A bucket's limit applies when set, but never raises the global one (Storage's getFileSizeLimit). */
export function effectiveFileSizeLimit(bucketLimit: number | null | undefined, globalLimit: number): number {
  return bucketLimit && bucketLimit > 0 ? Math.min(bucketLimit, globalLimit) : globalLimit;
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
