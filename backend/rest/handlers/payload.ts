import { RestError } from '../errors/restError.ts';
import { checkJsonDepth } from './inputLimits.ts';

/** A request body as PostgREST sees it (Payload.hs): raw JSON text plus the keys it carries. */
export interface Payload {
  json: string;
  isObject: boolean;
  keys: string[];
}

const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

/**
 * Parses a JSON (or form-encoded) body. Without `columns`, every object of an array must have the same
 * keys; scalars count as an empty array. An RPC call with no body gets `{}`.
 */
export function parsePayload(
  text: string,
  contentType: string | null,
  options: { columns?: string[]; isRpc: boolean },
): Payload {
  const mediaType = (contentType ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') {
    const entries = Object.fromEntries(new URLSearchParams(text));
    return { json: JSON.stringify(entries), isObject: true, keys: Object.keys(entries) };
  }
  if (mediaType !== 'application/json' && mediaType !== '' && !mediaType.endsWith('+json')) {
    throw invalidBody(`Content-Type not acceptable: ${mediaType}`);
  }
  if (text.trim() === '' && options.isRpc) return { json: '{}', isObject: true, keys: [] };
  checkJsonDepth(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (options.columns) return { json: text, isObject, keys: options.columns };
  if (isObject) return { json: text, isObject, keys: Object.keys(value as object) };
  if (!Array.isArray(value) || value.length === 0) return { json: '[]', isObject: false, keys: [] };
  const first = value[0];
  if (typeof first !== 'object' || first === null || Array.isArray(first))
    throw invalidBody('All object keys must match');
  const keys = Object.keys(first);
  const sameKeys = (row: unknown) =>
    typeof row === 'object' &&
    row !== null &&
    !Array.isArray(row) &&
    Object.keys(row).length === keys.length &&
    keys.every((key) => Object.hasOwn(row, key));
  if (!value.every(sameKeys)) throw invalidBody('All object keys must match');
  return { json: text, isObject: false, keys };
}
