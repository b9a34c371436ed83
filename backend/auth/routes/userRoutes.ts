import type { Hono } from 'hono';
import { z } from 'zod';
import { badRequest, emailExists, forbidden, unprocessable } from '../authError.ts';
import { authenticateUser } from '../authenticate.ts';
import type { AuthDeps } from '../authOptions.ts';
import { normalizeEmail, normalizePhone } from '../contactAddress.ts';
import { readJsonBody } from '../http.ts';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from '../password.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import { deleteSessions, type LogoutScope } from '../store/sessions.ts';
import { isEmailTaken, isPhoneTaken, loadUserJson } from '../store/users.ts';
import { type UserChanges, updateUser } from '../store/userWrites.ts';

/** GET/PUT /user and POST /logout: what a signed-in user does with their own account (B.1). */

const UserUpdateBody = z.object({
  email: z.string().nullish(),
  password: z.string().nullish(),
  phone: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: z.record(z.string(), z.unknown()).nullish(),
  nonce: z.string().nullish(),
});

const LOGOUT_SCOPES = new Map<string, LogoutScope>([
  ['', 'global'],
  ['global', 'global'],
  ['local', 'local'],
  ['others', 'others'],
]);

export function registerUserRoutes(router: Hono, deps: AuthDeps): void {
  router.get('/user', async (c) => {
    const { claims, user } = await authenticateUser(c, deps);
    const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
    if (audience !== 'authenticated') {
      throw badRequest('validation_failed', "Token audience doesn't match request audience");
    }
    return c.json(await asAuthAdmin(deps.db, (tx) => loadUserJson(tx, user.id)));
  });

  router.put('/user', async (c) => {
    const { user, session } = await authenticateUser(c, deps);
    const body = await readJsonBody(c, UserUpdateBody);
    const email = body.email ? normalizeEmail(body.email) : undefined;
    const phone = body.phone ? normalizePhone(body.phone) : undefined;
    if (body.password !== undefined && body.password !== null) assertPasswordAcceptable(body.password);
    // Only a user whose own role is an admin role may touch app_metadata (it feeds authorization).
    if (body.app_metadata && user.role !== 'service_role') {
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    }
    const changes: UserChanges = {};
    if (body.password) {
      if (await verifyPassword(body.password, user.encrypted_password)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      changes.encryptedPassword = await hashPassword(body.password);
    }
    if (body.data) changes.userMetadata = body.data;
    if (body.app_metadata) changes.appMetadata = body.app_metadata;
    // No mailer runs locally, so an email or phone change applies at once instead of awaiting a link.
    if (email !== undefined && email !== user.email) changes.email = email;
    if (phone !== undefined && phone !== user.phone) changes.phone = phone;

    const updated = await asAuthAdmin(deps.db, async (tx) => {
      if (changes.email && (await isEmailTaken(tx, changes.email, user.id))) throw emailExists();
      if (changes.phone) {
        if (await isPhoneTaken(tx, changes.phone, user.id)) {
          throw unprocessable('phone_exists', 'A user with this phone number has already been registered');
        }
      }
      await updateUser(tx, user, changes, deps.now());
      // A new password signs out every other session, as GoTrue's UpdatePassword does.
      if (changes.encryptedPassword) await deleteSessions(tx, user.id, 'others', session?.id);
      return loadUserJson(tx, user.id);
    });
    return c.json(updated);
  });

  router.post('/logout', async (c) => {
    const { user, session } = await authenticateUser(c, deps);
    const requested = c.req.query('scope') ?? '';
    const scope = LOGOUT_SCOPES.get(requested);
    if (!scope)
      throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(requested)}`);
    await asAuthAdmin(deps.db, (tx) => deleteSessions(tx, user.id, scope, session?.id));
    return c.body(null, 204);
  });
}
