import { StorageError, storageErrors } from '../errors.ts';
import { parseFileSizeLimit } from '../limits.ts';

/** What POST/PUT /bucket may set; undefined means "leave as is", null clears a limit. */
export interface BucketChanges {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

// `image/png` or a whole family `image/*`.
const MIME_PATTERN = /^[\w.+-]+\/([\w.+-]+|\*)$/;

export function bucketChanges(body: Record<string, unknown>): BucketChanges {
  const changes: BucketChanges = {};
  if (body.public !== undefined && body.public !== null) {
    if (typeof body.public !== 'boolean') throw storageErrors.invalidRequest('body/public must be boolean');
    changes.public = body.public;
  }
  const limit = parseFileSizeLimit(body.file_size_limit);
  if (limit instanceof Error) throw new StorageError(400, 'InvalidRequest', 'InvalidRequest', limit.message);
  if (limit !== undefined) changes.fileSizeLimit = limit;
  const types = body.allowed_mime_types;
  if (types === null) changes.allowedMimeTypes = null;
  else if (types !== undefined) {
    if (!Array.isArray(types) || types.some((type) => typeof type !== 'string')) {
      throw storageErrors.invalidRequest('body/allowed_mime_types must be array of strings');
    }
    // Storage drops empty entries; anything else must be a type or a `type/*` family.
    const listed = (types as string[]).map((type) => type.trim()).filter((type) => type !== '');
    const invalid = listed.find((type) => !MIME_PATTERN.test(type));
    if (invalid !== undefined) throw storageErrors.invalidMimeType(invalid.slice(0, 100));
    changes.allowedMimeTypes = listed;
  }
  return changes;
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

/** GET /bucket query options (storage-js listBuckets): limit, offset, search, sortColumn, sortOrder. */
export function listQuery(params: URLSearchParams): {
  limit: number | null;
  offset: number;
  search: string;
  column: string;
  order: 'asc' | 'desc';
} {
  const number = (name: string) => {
    const value = params.get(name);
    return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
  };
  const column = params.get('sortColumn') ?? 'name';
  return {
    limit: number('limit'),
    offset: number('offset') ?? 0,
    search: (params.get('search') ?? '').replaceAll('\u0000', ''),
    column: SORT_COLUMNS.has(column) ? column : 'name',
    order: params.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  };
}
