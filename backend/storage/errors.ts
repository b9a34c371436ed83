import { isPgError } from '../db/database.ts';

/**
 * A Storage API error. `status` is the logical status Supabase Storage puts in the body as a string;
 * the HTTP status is 400 for every logical status but 500 (storage-js and its tests read `statusCode`),
 * unless `httpStatus` says otherwise (only JWT role enforcement answers a real 403).
 */
export class StorageError extends Error {
  readonly status: number;
  readonly code: string;
  readonly error: string;
  readonly httpStatus: number;

  constructor(status: number, code: string, error: string, message: string, httpStatus?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.error = error;
    this.httpStatus = httpStatus ?? (status === 500 ? 500 : 400);
  }

  body(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.status), code: this.code, error: this.error, message: this.message };
  }
}

// `error` carries Storage's legacy text where the reference gives one, otherwise the code (as current Storage).
export const storageErrors = {
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  accessDenied: (message: string, httpStatus?: number) =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', message, httpStatus),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  expiredToken: () =>
    new StorageError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.'),
  invalidRange: () => new StorageError(400, 'InvalidRange', 'invalid_range', 'invalid range provided'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'Bad Request', message),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
};

/** Postgres errors as Storage maps them (database/errors.ts); anything unexpected stays a 500. */
export function fromPgError(error: unknown): StorageError | undefined {
  if (!isPgError(error)) return undefined;
  switch (error.code) {
    case '42501':
      return storageErrors.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return storageErrors.keyAlreadyExists();
    case '22P02':
    case '22021':
    case '22P05':
    case '54000':
      return new StorageError(400, 'InvalidParameter', 'InvalidParameter', error.message);
    case '57014':
      return new StorageError(
        544,
        'DatabaseTimeout',
        'DatabaseTimeout',
        'The connection to the database timed out',
      );
    default:
      // Insufficient resources (53: disk full, out of memory, too many connections) and lost connections
      // (08) are temporary conditions of the server, not of the request: 503 so clients retry later.
      if (error.code.startsWith('53') || error.code.startsWith('08')) {
        return new StorageError(
          503,
          'SlowDown',
          'SlowDown',
          'The storage backend is temporarily unable to handle this request; retry later',
          503,
        );
      }
      return undefined;
  }
}

/** Turns anything thrown by a handler into Storage's error body; unknown errors are logged, never leaked. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const mapped = fromPgError(error);
  if (mapped) return mapped;
  console.error('[storage] error inesperado:', error);
  return storageErrors.internal();
}
