import { describe, expect, it } from 'vitest';
import type { ApiKeys } from '../keys/apiKeys.ts';
import { admitApiKey, isBrowserUserAgent, type KeyedRequest } from './admitApiKey.ts';
import { refusals } from './gatewayRefusal.ts';

const keys: ApiKeys = {
  publishableKey: 'sb_publishable_pub',
  secretKey: 'sb_secret_sec',
  anonKey: 'eyJ.anon.key',
  serviceRoleKey: 'eyJ.service.key',
  legacyKeysEnabled: true,
};
const tokens = { anon: 'anon.role.jwt', serviceRole: 'service.role.jwt' };
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';
const request = (fields: Partial<KeyedRequest>): KeyedRequest => ({
  apikey: undefined,
  authorization: undefined,
  userAgent: 'node',
  ...fields,
});

describe('admitApiKey', () => {
  it.each([
    ['the publishable key → the anon role token', { apikey: 'sb_publishable_pub' }, 'Bearer anon.role.jwt'],
    ['the secret key → the service_role token', { apikey: 'sb_secret_sec' }, 'Bearer service.role.jwt'],
    [
      'the publishable key also sent as Bearer (supabase-js without a session)',
      { apikey: 'sb_publishable_pub', authorization: 'Bearer sb_publishable_pub' },
      'Bearer anon.role.jwt',
    ],
    [
      "a user's session with the publishable key",
      { apikey: 'sb_publishable_pub', authorization: 'Bearer user.session.jwt' },
      'Bearer user.session.jwt',
    ],
    [
      "a user's session with the secret key (a server acting as that user)",
      { apikey: 'sb_secret_sec', authorization: 'Bearer user.session.jwt' },
      'Bearer user.session.jwt',
    ],
    ['a legacy key → itself as the token', { apikey: 'eyJ.anon.key' }, 'Bearer eyJ.anon.key'],
    [
      'another JWT as apikey (the CLI gateway passes it on)',
      { apikey: 'eyJ.other.jwt' },
      'Bearer eyJ.other.jwt',
    ],
    ['no key at all (the CLI lets it through)', {}, undefined],
    ['no key but a JWT', { authorization: 'Bearer some.jwt.here' }, 'Bearer some.jwt.here'],
  ])('admits %s', (_, fields, authorization) => {
    expect(admitApiKey(request(fields), keys, tokens)).toEqual({ admitted: true, authorization });
  });

  it.each([
    [
      'the secret key from a browser',
      { apikey: 'sb_secret_sec', userAgent: CHROME },
      refusals.secretInBrowser,
    ],
    [
      'the secret key from a browser, even beside a session',
      { apikey: 'sb_secret_sec', authorization: 'Bearer user.session.jwt', userAgent: CHROME },
      refusals.secretInBrowser,
    ],
    ['an unknown sb_ key', { apikey: 'sb_publishable_revoked' }, refusals.unregistered],
    ['an unknown secret key', { apikey: 'sb_secret_revoked' }, refusals.unregistered],
    ['a secret key only in Authorization', { authorization: 'Bearer sb_secret_sec' }, refusals.missing],
    [
      'a Bearer key other than apikey',
      { apikey: 'sb_publishable_pub', authorization: 'Bearer sb_secret_sec' },
      refusals.invalid,
    ],
  ])('refuses %s', (_, fields, refusal) => {
    expect(admitApiKey(request(fields), keys, tokens)).toEqual({ admitted: false, refusal });
  });

  describe('with the legacy keys switched off', () => {
    const newOnly = { ...keys, legacyKeysEnabled: false };

    it.each([
      ['the anon key', 'eyJ.anon.key', refusals.legacyDisabled],
      ['the service_role key', 'eyJ.service.key', refusals.legacyDisabled],
      ['any other JWT', 'eyJ.other.jwt', refusals.invalid],
    ])('refuses %s', (_, apikey, refusal) => {
      expect(admitApiKey(request({ apikey }), newOnly, tokens)).toEqual({ admitted: false, refusal });
    });

    it('still admits the new keys', () => {
      expect(admitApiKey(request({ apikey: 'sb_publishable_pub' }), newOnly, tokens)).toMatchObject({
        admitted: true,
      });
    });
  });
});

describe('isBrowserUserAgent', () => {
  it.each([
    [CHROME, true],
    ['Mozilla/5.0 (compatible; Google-Apps-Script; beanserver)', true],
    ['Mozilla/5.0 (Windows NT; Windows NT 10.0; es-ES) WindowsPowerShell/5.1', true],
    ['node', false],
    ['curl/8.5.0', false],
    ['supabase-js-node/2.119.0', false],
    [undefined, false],
  ])('%s → %s', (userAgent, browser) => {
    expect(isBrowserUserAgent(userAgent)).toBe(browser);
  });
});
