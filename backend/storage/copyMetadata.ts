import { storageErrors } from './errors.ts';
import { parseUserMetadata } from './incomingFile.ts';
import type { ObjectMetadata } from './rows.ts';

/** What a copy writes on the new row besides its name: Storage's file metadata and the user's. */
export interface CopiedMetadata {
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
}

const OVERRIDABLE = ['cacheControl', 'mimetype'] as const;

/**
 * The metadata of a copy as Storage's POST /object/copy decides it. By default (`copyMetadata` true or
 * absent) the source's file and user metadata both travel. With `copyMetadata: false` the body's
 * `metadata.cacheControl` / `metadata.mimetype` replace the source's (fields left out keep the source's
 * value) and the user metadata is the request's `x-metadata` (base64 JSON) or none. The stored type is the
 * one later downloads are served with: a server that has read the bytes can set it here without sending
 * them again.
 */
export function copiedMetadata(
  source: { metadata: ObjectMetadata | null; user_metadata: Record<string, unknown> | null },
  body: Record<string, unknown>,
  userMetadataHeader: string | undefined,
  now: Date,
): CopiedMetadata {
  const overrides = metadataOverrides(body.metadata);
  const base = source.metadata && { ...source.metadata, lastModified: now.toISOString() };
  if (body.copyMetadata !== false) return { metadata: base, userMetadata: source.user_metadata };
  return {
    metadata: base && { ...base, ...overrides },
    userMetadata:
      userMetadataHeader === undefined
        ? null
        : parseUserMetadata(Buffer.from(userMetadataHeader, 'base64').toString('utf8')),
  };
}

/** `metadata` as Storage's body schema types it (an object of strings), refused with its wording if not,
 * whether or not it is used. */
function metadataOverrides(value: unknown): Partial<Pick<ObjectMetadata, 'cacheControl' | 'mimetype'>> {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw storageErrors.invalidRequest('body/metadata must be object');
  }
  const overrides: Partial<Record<(typeof OVERRIDABLE)[number], string>> = {};
  for (const field of OVERRIDABLE) {
    const given = (value as Record<string, unknown>)[field];
    if (given === undefined) continue;
    if (typeof given !== 'string')
      throw storageErrors.invalidRequest(`body/metadata/${field} must be string`);
    overrides[field] = given;
  }
  return overrides;
}
