import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { BackendContext } from '../context.ts';
import { apiKeyGate } from '../gateway/apiKeyGate.ts';
import { API_VERSION, AuthError, notFound } from './authError.ts';
import { requireAdmin } from './authenticate.ts';
import { type AuthOptions, resolveAuthDeps } from './authOptions.ts';
import { renderError } from './http.ts';
import { prepareDummyHash } from './password.ts';
import { registerAdminFactorRoutes } from './routes/adminFactorRoutes.ts';
import { registerAdminRoutes } from './routes/adminRoutes.ts';
import { registerEmailRoutes } from './routes/emailRoutes.ts';
import { registerFactorRoutes } from './routes/factorRoutes.ts';
import { registerInviteRoutes } from './routes/inviteRoutes.ts';
import { registerPublicRoutes } from './routes/publicRoutes.ts';
import { registerTokenRoute } from './routes/tokenRoute.ts';
import { registerUserRoutes } from './routes/userRoutes.ts';
import { registerVerifyRoute } from './routes/verifyRoute.ts';

export { AuthError } from './authError.ts';
export type { AuthOptions } from './authOptions.ts';
export { type CreateAuthUserInput, createAuthUser } from './createAuthUser.ts';

/** The routes Supabase's gateway leaves open (no API key needed): email links, OAuth and the JWKS. */
const isOpenAuthRoute = (path: string) =>
  /\/auth\/v1\/(verify|callback|authorize|\.well-known\/jwks\.json)(\/|$)/.test(path);

/**
 * Supabase Auth (GoTrue) at /auth/v1: password sign-in and refresh-token rotation, email links and codes
 * (invite, recovery, magic link, sign-up confirmation, email change, reauthentication) through /verify,
 * TOTP factors, the user's own account, sign-out and the service-role admin API. Every answer carries X-Supabase-Api-Version and every
 * error GoTrue's body, so auth-js behaves exactly as against hosted Supabase.
 */
export function createAuthRouter(ctx: BackendContext, options: AuthOptions = {}): Hono {
  const deps = resolveAuthDeps(ctx, options);
  prepareDummyHash();
  const router = new Hono();
  // The gateway answers for itself (no X-Supabase-Api-Version), so it stands in front of everything.
  router.use('*', apiKeyGate(ctx, isOpenAuthRoute));
  router.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
  });
  router.use(
    '*',
    bodyLimit({
      maxSize: deps.bodyLimitBytes,
      onError: (c) => renderError(c, new AuthError(413, 'validation_failed', 'Request body too large')),
    }),
  );
  // Before any route: a handler registered ahead of this guard would answer without it.
  router.use('/admin/*', async (c, next) => {
    requireAdmin(c, deps);
    await next();
  });
  registerPublicRoutes(router, deps);
  registerTokenRoute(router, deps);
  registerEmailRoutes(router, deps);
  registerVerifyRoute(router, deps);
  registerUserRoutes(router, deps);
  registerFactorRoutes(router, deps);
  registerInviteRoutes(router, deps);
  registerAdminRoutes(router, deps);
  registerAdminFactorRoutes(router, deps);
  router.all('*', () => {
    throw notFound('not_found', 'Not Found');
  });
  router.onError((error, c) => renderError(c, error));
  return router;
}
