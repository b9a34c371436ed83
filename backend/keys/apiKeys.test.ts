import { describe, expect, it } from 'vitest';
import { DEMO_JWT_SECRET } from '../config.ts';
import { parseSupabaseConfig } from '../supabaseConfig.ts';
import {
  CLI_PUBLISHABLE_KEY,
  CLI_SECRET_KEY,
  deriveLegacyKeys,
  legacyKeysEnabledFrom,
  newApiKeysFrom,
} from './apiKeys.ts';

/** The anon key every Supabase CLI project has (its demo secret, issuer and expiry). */
const CLI_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

describe('newApiKeysFrom', () => {
  it.each([
    ['nothing configured', '', { publishableKey: CLI_PUBLISHABLE_KEY, secretKey: CLI_SECRET_KEY }],
    [
      'both keys in [auth]',
      '[auth]\npublishable_key = "sb_publishable_mio"\nsecret_key = "sb_secret_mio"',
      { publishableKey: 'sb_publishable_mio', secretKey: 'sb_secret_mio' },
    ],
    [
      'a secret key from an unset env() variable',
      '[auth]\nsecret_key = "env(NO_EXISTE_ESTA_VARIABLE)"',
      { publishableKey: CLI_PUBLISHABLE_KEY, secretKey: CLI_SECRET_KEY },
    ],
  ])('%s', (_, toml, keys) => {
    expect(newApiKeysFrom(parseSupabaseConfig(toml, {}))).toEqual(keys);
  });

  it('takes a secret key from the environment, as config.toml writes env(NAME)', () => {
    const config = parseSupabaseConfig('[auth]\nsecret_key = "env(SECRET_VALUE)"', {
      SECRET_VALUE: 'sb_secret_del_entorno',
    });
    expect(newApiKeysFrom(config).secretKey).toBe('sb_secret_del_entorno');
  });
});

describe('deriveLegacyKeys', () => {
  it('gives the CLI’s published anon key for the demo secret', async () => {
    expect((await deriveLegacyKeys(DEMO_JWT_SECRET)).anonKey).toBe(CLI_ANON_KEY);
  });
});

describe('legacyKeysEnabledFrom', () => {
  it.each([
    [{}, true],
    [{ LEGACY_API_KEYS: 'enabled' }, true],
    [{ LEGACY_API_KEYS: 'disabled' }, false],
    [{ LEGACY_API_KEYS: ' Disabled ' }, false],
  ])('%j → %s', (env, enabled) => {
    expect(legacyKeysEnabledFrom(env)).toBe(enabled);
  });
});
