import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * JWT signing keys as the Supabase CLI keeps them: the file named by `[auth] signing_keys_path` holds a
 * JSON array of private JWKs (`supabase gen signing-key --algorithm ES256` writes one). GoTrue signs with
 * the one key whose key_ops include "sign" and verifies with all of them, so a rotation is: add a new
 * signing key, leave the old one with key_ops ["verify"] until the tokens it signed have expired, drop it.
 */

export const SIGNING_ALGORITHMS = ['ES256', 'RS256'] as const;
export type SigningAlgorithm = (typeof SIGNING_ALGORITHMS)[number];

/** A private JWK in the CLI's field order (kty, kid, use, key_ops, alg, ext, then the key's numbers). */
export interface SigningJwk {
  kty: 'EC' | 'RSA';
  kid: string;
  use?: string;
  key_ops?: string[];
  alg: SigningAlgorithm;
  ext?: boolean;
  [field: string]: unknown;
}

export class SigningKeysError extends Error {}

const KEY_FIELDS = { EC: ['crv', 'x', 'y', 'd'], RSA: ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] } as const;

/** A fresh private key, as `supabase gen signing-key --algorithm <alg>` makes it. */
export function generateSigningKey(alg: SigningAlgorithm = 'ES256'): SigningJwk {
  const pair =
    alg === 'ES256'
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const parts = pair.privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  const kty = alg === 'ES256' ? 'EC' : 'RSA';
  const key: SigningJwk = { kty, kid: randomUUID(), use: 'sig', key_ops: ['sign', 'verify'], alg, ext: true };
  for (const field of KEY_FIELDS[kty]) key[field] = parts[field];
  return key;
}

export const isSigningKey = (key: SigningJwk) => key.key_ops?.includes('sign') === true;

/** Checks a keys file's JSON the way GoTrue checks GOTRUE_JWT_KEYS: known key types, one signing key. */
export function parseSigningKeys(text: string, source: string): SigningJwk[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SigningKeysError(`${source}: no es JSON (${(error as Error).message}).`);
  }
  if (!Array.isArray(value) || value.length === 0) {
    throw new SigningKeysError(`${source}: debe ser una lista de claves JWK con al menos una.`);
  }
  const keys = value.map((key, index) => checkKey(key, `${source}[${index}]`));
  const signing = keys.filter(isSigningKey).length;
  if (signing !== 1) {
    throw new SigningKeysError(
      signing === 0
        ? `${source}: ninguna clave tiene "sign" en key_ops (no signing key detected).`
        : `${source}: ${signing} claves firman; solo una puede tener "sign" en key_ops (multiple signing keys detected).`,
    );
  }
  if (new Set(keys.map((key) => key.kid)).size !== keys.length) {
    throw new SigningKeysError(`${source}: dos claves comparten kid.`);
  }
  return keys;
}

function checkKey(value: unknown, where: string): SigningJwk {
  if (typeof value !== 'object' || value === null)
    throw new SigningKeysError(`${where}: no es un objeto JWK.`);
  const key = value as Record<string, unknown>;
  const kty = key.kty === 'EC' ? 'EC' : key.kty === 'RSA' ? 'RSA' : undefined;
  if (!kty) throw new SigningKeysError(`${where}: kty debe ser EC o RSA.`);
  if (key.alg !== (kty === 'EC' ? 'ES256' : 'RS256')) {
    throw new SigningKeysError(`${where}: alg debe ser ${kty === 'EC' ? 'ES256' : 'RS256'}.`);
  }
  if (kty === 'EC' && key.crv !== 'P-256') throw new SigningKeysError(`${where}: crv debe ser P-256.`);
  if (typeof key.kid !== 'string' || key.kid === '') throw new SigningKeysError(`${where}: falta kid.`);
  const missing = KEY_FIELDS[kty].filter((field) => typeof key[field] !== 'string');
  // The CRT numbers of an RSA key are optional in a JWK; the private exponent and the public parts are not.
  const required = missing.filter((field) => !['p', 'q', 'dp', 'dq', 'qi'].includes(field));
  if (required.length > 0) throw new SigningKeysError(`${where}: faltan ${required.join(', ')}.`);
  return key as SigningJwk;
}

/**
 * The keys in `path`, created with one ES256 key when the file does not exist yet (what a developer
 * would do with `supabase gen signing-key`). Several processes may start at once on a fresh clone: the
 * file appears atomically (a hard link of a finished temporary file), and a loser reads the winner's.
 */
export function loadSigningKeys(path: string): { keys: SigningJwk[]; created: boolean } {
  try {
    return { keys: parseSigningKeys(readFileSync(path, 'utf8'), path), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify([generateSigningKey('ES256')], null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  let created = true;
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false;
  } finally {
    unlinkSync(temporary);
  }
  return { keys: parseSigningKeys(readFileSync(path, 'utf8'), path), created };
}

/** The file's keys after a rotation: a new signing key first, every old key kept for verification only. */
export function rotateSigningKeys(
  keys: readonly SigningJwk[],
  alg: SigningAlgorithm = 'ES256',
): SigningJwk[] {
  return [generateSigningKey(alg), ...keys.map((key) => ({ ...key, key_ops: ['verify'] }))];
}

/** The file's keys once the old ones' tokens have expired: the signing key alone. */
export function dropVerifyOnlyKeys(keys: readonly SigningJwk[]): SigningJwk[] {
  return keys.filter(isSigningKey);
}
