import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { MINIMUM_PASSWORD_LENGTH, PASSWORD_REQUIREMENTS } from './passwordRules.ts';

describe('password rules', () => {
  it('are the ones supabase/config.toml gives the Auth server', () => {
    const config = parse(readFileSync('supabase/config.toml', 'utf8')) as { auth: Record<string, unknown> };
    expect(config.auth.minimum_password_length).toBe(MINIMUM_PASSWORD_LENGTH);
    expect(config.auth.password_requirements).toBe(PASSWORD_REQUIREMENTS);
  });
});
