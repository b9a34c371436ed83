import { describe, expect, it } from 'vitest';
import { authStorageKey } from './authStorageKey.ts';

describe('authStorageKey', () => {
  it.each([
    ['the local default', 'http://127.0.0.1:54321', 'sb-127-auth-token'],
    ['localhost', 'http://localhost:54321', 'sb-localhost-auth-token'],
    ['a hosted project', 'https://abcdefgh.supabase.co', 'sb-abcdefgh-auth-token'],
    ['a URL with a path', 'https://xyz.supabase.co/', 'sb-xyz-auth-token'],
    ['a missing value', undefined, 'sb-127-auth-token'],
    ['an empty value', '', 'sb-127-auth-token'],
    ['an unparsable value', 'not a url', 'sb-127-auth-token'],
  ])('%s', (_name, url, expected) => {
    expect(authStorageKey(url)).toBe(expected);
  });
});
