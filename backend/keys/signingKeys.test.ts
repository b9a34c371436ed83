import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dropVerifyOnlyKeys,
  generateSigningKey,
  isSigningKey,
  loadSigningKeys,
  parseSigningKeys,
  rotateSigningKeys,
  SigningKeysError,
} from './signingKeys.ts';

describe('generateSigningKey', () => {
  it.each([
    ['ES256', 'EC', ['crv', 'x', 'y', 'd']],
    ['RS256', 'RSA', ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi']],
  ] as const)('writes a %s key as `supabase gen signing-key` does', (alg, kty, numbers) => {
    const key = generateSigningKey(alg);
    expect(Object.keys(key)).toEqual(['kty', 'kid', 'use', 'key_ops', 'alg', 'ext', ...numbers]);
    expect(key).toMatchObject({ kty, use: 'sig', key_ops: ['sign', 'verify'], alg, ext: true });
    expect(parseSigningKeys(JSON.stringify([key]), 'f')).toEqual([key]);
  });
});

describe('parseSigningKeys', () => {
  const key = generateSigningKey('ES256');
  it.each([
    ['not JSON', '{', /no es JSON/],
    ['an empty list', '[]', /al menos una/],
    ['no signing key', JSON.stringify([{ ...key, key_ops: ['verify'] }]), /no signing key detected/],
    [
      'two signing keys',
      JSON.stringify([key, generateSigningKey('ES256')]),
      /multiple signing keys detected/,
    ],
    ['a symmetric key', JSON.stringify([{ kty: 'oct', k: 'abc', kid: 'x', alg: 'HS256' }]), /kty/],
    ['a curve other than P-256', JSON.stringify([{ ...key, crv: 'P-384' }]), /P-256/],
    ['a key without its private part', JSON.stringify([{ ...key, d: undefined }]), /faltan d/],
    ['two keys under one kid', JSON.stringify([key, { ...key, key_ops: ['verify'] }]), /kid/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseSigningKeys(text, 'signing_keys.json')).toThrow(SigningKeysError);
    expect(() => parseSigningKeys(text, 'signing_keys.json')).toThrow(message);
  });
});

describe('rotation', () => {
  it('adds a new signing key first and keeps every old one for verification only, then drops those', () => {
    const first = [generateSigningKey('ES256')];
    const rotated = rotateSigningKeys(first);
    expect(rotated).toHaveLength(2);
    expect(rotated.filter(isSigningKey).map((k) => k.kid)).toEqual([rotated[0]!.kid]);
    expect(rotated[1]).toEqual({ ...first[0], key_ops: ['verify'] });
    expect(parseSigningKeys(JSON.stringify(rotated), 'f')).toEqual(rotated);
    expect(dropVerifyOnlyKeys(rotated)).toEqual([rotated[0]]);
  });
});

describe('loadSigningKeys', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file with one ES256 key, private to its owner, then reads it back unchanged', () => {
    dir = mkdtempSync(join(tmpdir(), 'signing-keys-'));
    const path = join(dir, 'nested', 'signing_keys.json');
    const created = loadSigningKeys(path);
    expect(created.created).toBe(true);
    expect(created.keys).toHaveLength(1);
    expect(created.keys[0]).toMatchObject({ alg: 'ES256', key_ops: ['sign', 'verify'] });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(loadSigningKeys(path)).toEqual({ keys: created.keys, created: false });
  });

  it('reads an existing file as it is and refuses a broken one', () => {
    dir = mkdtempSync(join(tmpdir(), 'signing-keys-'));
    const path = join(dir, 'signing_keys.json');
    const keys = rotateSigningKeys([generateSigningKey('RS256')]);
    writeFileSync(path, JSON.stringify(keys));
    expect(loadSigningKeys(path).keys).toEqual(keys);
    writeFileSync(path, '[]');
    expect(() => loadSigningKeys(path)).toThrow(SigningKeysError);
    expect(readFileSync(path, 'utf8')).toBe('[]');
  });
});
