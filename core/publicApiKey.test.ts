import { describe, expect, it } from 'vitest';
import { publicApiKey, UnsafePublicKeyError } from './publicApiKey.ts';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.firma`;

describe('publicApiKey', () => {
  it.each([
    [
      { PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_a' },
      'sb_publishable_a',
      'PUBLIC_SUPABASE_PUBLISHABLE_KEY',
    ],
    [
      {
        PUBLIC_SUPABASE_PUBLISHABLE_KEY: ' sb_publishable_a ',
        PUBLIC_SUPABASE_ANON_KEY: jwt({ role: 'anon' }),
      },
      'sb_publishable_a',
      'PUBLIC_SUPABASE_PUBLISHABLE_KEY',
    ],
    [{ PUBLIC_SUPABASE_ANON_KEY: jwt({ role: 'anon' }) }, jwt({ role: 'anon' }), 'PUBLIC_SUPABASE_ANON_KEY'],
    [
      { PUBLIC_SUPABASE_PUBLISHABLE_KEY: ' ', PUBLIC_SUPABASE_ANON_KEY: 'sb_publishable_b' },
      'sb_publishable_b',
      'PUBLIC_SUPABASE_ANON_KEY',
    ],
  ])('takes the publishable key first, then the legacy anon key (%#)', (env, key, variable) => {
    expect(publicApiKey(env)).toEqual({ key, variable });
  });

  it('is undefined when neither is set', () => {
    expect(publicApiKey({ PUBLIC_SUPABASE_ANON_KEY: '' })).toBeUndefined();
  });

  it.each([
    [{ PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_N7UND0UgjKTVK' }],
    [{ PUBLIC_SUPABASE_ANON_KEY: 'sb_secret_N7UND0UgjKTVK' }],
    [{ PUBLIC_SUPABASE_ANON_KEY: jwt({ iss: 'supabase', role: 'service_role' }) }],
  ])('refuses a key that would open everything to every visitor (%j)', (env) => {
    expect(() => publicApiKey(env)).toThrow(UnsafePublicKeyError);
  });
});
