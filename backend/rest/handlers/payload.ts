import { RestError } from '../errors/restError.ts';
import { type MediaType, toMime } from '../query/mediaType.ts';
import { splitQueryString } from '../query/queryString.ts';
import { parseCsv } from './csvBody.ts';
import { checkJsonDepth } from './inputLimits.ts';
import { decodeUtf8, postgresText } from './utf8.ts';

/** A request body as PostgREST reads it (ApiRequest/Payload.hs). */
export type Payload =
  /** JSON for Postgres to read: parsed here (object or array of uniform objects), or raw with `columns`. */
  | { kind: 'json'; json: string; isObject: boolean; keys: string[] }
  /** A form body to a function: its values are the arguments, as text. */
  | { kind: 'form'; values: Map<string, string[]>; keys: string[] }
  /** text/plain, text/xml or application/octet-stream to a function with a single unnamed parameter. */
  | { kind: 'raw'; text?: string; bytes: Uint8Array; keys: [] };

export type JsonPayload = Extract<Payload, { kind: 'json' }>;

/** The body of a POST, PATCH or PUT to a table, which the router has already read as JSON. */
export const asJsonPayload = (payload: Payload | undefined) => payload as JsonPayload;

const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

export interface PayloadOptions {
  contentType: MediaType;
  /** The `columns` parameter, which makes PostgREST hand the JSON to Postgres unread. */
  columns?: string[];
  isRpc: boolean;
}

/**
 * Reads a body as PostgREST does: JSON (or CSV, or a form) for tables and functions, raw text, XML and
 * bytes for functions. Bodies that are not UTF-8 or not JSON answer 400 PGRST102 "Empty or invalid json";
 * with `columns` the JSON goes to Postgres as it came, which judges it (22P02, 22021).
 */
export function parsePayload(bytes: Uint8Array, options: PayloadOptions): Payload {
  const { contentType, columns, isRpc } = options;
  switch (contentType.kind) {
    case 'json':
      return columns ? rawJson(bytes, columns) : jsonPayload(bytes, isRpc);
    case 'csv':
      return uniformRows(
        JSON.stringify(parseCsv(decodeUtf8(bytes) ?? failCsv())),
        'All lines must have same number of fields',
      );
    case 'urlencoded':
      return formPayload(postgresText(bytes), isRpc);
    case 'text':
    case 'xml':
    case 'octet':
      if (!isRpc) break;
      return contentType.kind === 'octet'
        ? { kind: 'raw', bytes, keys: [] }
        : { kind: 'raw', text: postgresText(bytes), bytes, keys: [] };
  }
  throw invalidBody(`Content-Type not acceptable: ${toMime(contentType)}`);
}

const failCsv = (): never => {
  throw invalidBody('parse error: invalid UTF-8');
};

function rawJson(bytes: Uint8Array, columns: string[]): Payload {
  const json = postgresText(bytes);
  checkJsonDepth(json);
  return { kind: 'json', json, isObject: /^[ \t\n\r]*\{/.test(json), keys: columns };
}

function jsonPayload(bytes: Uint8Array, isRpc: boolean): Payload {
  if (bytes.length === 0 && isRpc) return { kind: 'json', json: '{}', isObject: true, keys: [] };
  const text = decodeUtf8(bytes);
  if (text === undefined) throw invalidBody('Empty or invalid json');
  checkJsonDepth(text);
  try {
    JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  return uniformRows(text, 'All object keys must match');
}

/** Payload.hs payloadAttributes: an object, or an array of objects with the same keys; else no rows. */
function uniformRows(json: string, mismatch: string): Payload {
  const value: unknown = JSON.parse(json);
  const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(value)) return { kind: 'json', json, isObject: true, keys: Object.keys(value) };
  if (!Array.isArray(value) || value.length === 0)
    return { kind: 'json', json: '[]', isObject: false, keys: [] };
  const [first] = value;
  if (!isObject(first)) throw invalidBody(mismatch);
  const keys = Object.keys(first);
  const sameKeys = (row: unknown) =>
    isObject(row) && Object.keys(row).length === keys.length && keys.every((key) => Object.hasOwn(row, key));
  if (!value.every(sameKeys)) throw invalidBody(mismatch);
  return { kind: 'json', json, isObject: false, keys };
}

/** A form: arguments of a function, or one row of text values (the last of a repeated key wins). */
function formPayload(text: string, isRpc: boolean): Payload {
  const pairs = splitQueryString(text).map(([key, value]): [string, string] => [key, value ?? '']);
  if (isRpc) {
    const values = new Map<string, string[]>();
    for (const [key, value] of pairs) values.set(key, [...(values.get(key) ?? []), value]);
    return { kind: 'form', values, keys: [...values.keys()] };
  }
  const row = Object.fromEntries(pairs);
  return { kind: 'json', json: JSON.stringify(row), isObject: true, keys: Object.keys(row) };
}
