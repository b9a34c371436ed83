import type { Hono } from 'hono';
import { z } from 'zod';
import { unprocessable } from '../authError.ts';
import { readJsonBody } from '../http.ts';

/** What anyone may call: settings, health, the JWKS and the (disabled) sign-up. */

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

/** GoTrue's GET /settings for this product: email and password only, no public sign-up. */
export const AUTH_SETTINGS = {
  external: Object.fromEntries(EXTERNAL_PROVIDERS.map((provider) => [provider, provider === 'email'])),
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

const SignupBody = z.object({ email: z.string().nullish(), phone: z.string().nullish() });

export function registerPublicRoutes(router: Hono): void {
  router.get('/settings', (c) => c.json(AUTH_SETTINGS));
  router.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  // HS256 only: no public keys to publish (auth-js verifies HS256 tokens through GET /user).
  router.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  // Staff accounts are created by administrators; neither email nor anonymous sign-up exists.
  router.post('/signup', async (c) => {
    const body = await readJsonBody(c, SignupBody);
    if (!body.email && !body.phone) {
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  });
}
