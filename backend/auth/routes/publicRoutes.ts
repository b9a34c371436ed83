import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { badRequest, unprocessable } from '../authError.ts';
import type { AuthDeps } from '../authOptions.ts';
import type { AuthSettings } from '../authSettings.ts';
import { clientMeta, readJsonBody } from '../http.ts';
import { sessionResponse } from '../sessionResponse.ts';
import { signUpWithEmail, signupsDisabled } from '../signup.ts';
import { asAuthAdmin, timestampParam } from '../store/authTransaction.ts';
import { createSession } from '../store/sessions.ts';
import { recordSignIn } from '../store/users.ts';
import { referrer } from './emailRoutes.ts';

/** What anyone may call: settings, health, the JWKS, sign-up and anonymous sign-in. */

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

/** GoTrue's GET /settings, from config.toml: which providers are on and whether sign-up is open. */
export function authSettingsJson(settings: AuthSettings): Record<string, unknown> {
  const enabled: Record<string, boolean> = {
    anonymous_users: settings.anonymousSignInsEnabled,
    email: settings.emailProviderEnabled,
  };
  return {
    external: Object.fromEntries(
      EXTERNAL_PROVIDERS.map((provider) => [provider, enabled[provider] ?? false]),
    ),
    disable_signup: !settings.signupEnabled,
    mailer_autoconfirm: settings.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

const SignupBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/** GoTrue's SignupAnonymously: a user with no email or password, signed in at once (aal1, amr anonymous). */
async function signInAnonymously(c: Context, deps: AuthDeps, data: Record<string, unknown>) {
  if (!deps.settings.signupEnabled) throw signupsDisabled();
  const now = deps.now();
  return asAuthAdmin(deps.db, async (tx) => {
    const id = randomUUID();
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, encrypted_password, raw_app_meta_data, raw_user_meta_data,
         created_at, updated_at, is_super_admin, is_sso_user, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '', '{}', $2::jsonb,
         $3, $3, false, false, true)`,
      [id, JSON.stringify(data), timestampParam(now)],
    );
    await recordSignIn(tx, id, now);
    const { sessionId, refreshToken } = await createSession(tx, id, now, clientMeta(c, deps), 'anonymous');
    return sessionResponse(tx, deps, { userId: id, sessionId, refreshToken });
  });
}

export function registerPublicRoutes(router: Hono, deps: AuthDeps): void {
  router.get('/settings', (c) => c.json(authSettingsJson(deps.settings)));
  router.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  // The signing keys' public halves (never the HS256 secret); clients may cache them for ten minutes.
  router.get('/.well-known/jwks.json', (c) =>
    c.json(deps.signing.jwks, 200, { 'Cache-Control': 'public, max-age=600' }),
  );

  // Sign-up and anonymous sign-in, both closed by this product's config.toml and refused as GoTrue does.
  router.post('/signup', async (c) => {
    const body = await readJsonBody(c, SignupBody);
    if (!body.email && !body.phone) {
      if (!deps.settings.anonymousSignInsEnabled) {
        throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      }
      return c.json(await signInAnonymously(c, deps, body.data ?? {}));
    }
    if (!deps.settings.signupEnabled) throw signupsDisabled();
    if (!body.email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    return c.json(
      await signUpWithEmail(c, deps, {
        email: body.email,
        password: body.password ?? '',
        data: body.data ?? {},
        redirectTo: referrer(c, deps),
      }),
    );
  });
}
