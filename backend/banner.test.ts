import { describe, expect, it } from 'vitest';
import { describeBackend } from './banner.ts';

const keys = {
  publishableKey: 'sb_publishable_p',
  secretKey: 'sb_secret_s',
  anonKey: 'eyJ.anon',
  serviceRoleKey: 'eyJ.service',
  legacyKeysEnabled: true,
};
const signing = { kid: 'kid-1', path: `${process.cwd()}/supabase/signing_keys.json`, created: false };

describe('describeBackend', () => {
  it('prints the new keys beside the legacy ones, and where the JWKS and its key are', () => {
    const text = describeBackend('http://127.0.0.1:54321', keys, 'PGlite', signing);
    expect(text).toContain('publishable key:  sb_publishable_p');
    expect(text).toContain('secret key:       sb_secret_s');
    expect(text).toContain('anon key:         eyJ.anon\n');
    expect(text).toContain('service_role key: eyJ.service\n');
    expect(text).toContain(
      'JWKS:             http://127.0.0.1:54321/auth/v1/.well-known/jwks.json (firma ES256/RS256, kid kid-1; supabase/signing_keys.json)',
    );
  });

  it('says when the legacy keys are switched off and when the keys file was just written', () => {
    const text = describeBackend('http://x', { ...keys, legacyKeysEnabled: false }, 'PGlite', {
      ...signing,
      created: true,
    });
    expect(text).toContain('eyJ.anon (desactivada: LEGACY_API_KEYS=disabled)');
    expect(text).toContain('supabase/signing_keys.json, creada ahora');
  });
});
