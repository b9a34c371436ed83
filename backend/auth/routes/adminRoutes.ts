import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { emailExists, notFound, unprocessable } from '../authError.ts';
import { isUuid } from '../authenticate.ts';
import type { AuthDeps } from '../authOptions.ts';
import { normalizeEmail, normalizePhone } from '../contactAddress.ts';
import { banUntil, createAuthUser } from '../createAuthUser.ts';
import { readJsonBody } from '../http.ts';
import { paginationLink, parsePage } from '../pagination.ts';
import { assertPasswordAcceptable, hashPassword } from '../password.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import { deleteSessions } from '../store/sessions.ts';
import { findUserById, isEmailTaken, isPhoneTaken, listUsersPage, loadUserJson } from '../store/users.ts';
import { deleteUser, softDeleteUser, type UserChanges, updateUser } from '../store/userWrites.ts';
import type { UserRow } from '../userJson.ts';

/** /admin/users: the service-role API behind auth-js `auth.admin.*` (B.1). */

const metadata = z.record(z.string(), z.unknown()).nullish();
const AdminUserBody = z.object({
  id: z.string().nullish(),
  role: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  password_hash: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: metadata,
  app_metadata: metadata,
  ban_duration: z.string().nullish(),
});
const DeleteBody = z.object({ should_soft_delete: z.boolean().nullish() });

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

async function loadTargetUser(c: Context, deps: AuthDeps): Promise<UserRow> {
  const id = c.req.param('id');
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await asAuthAdmin(deps.db, (tx) => findUserById(tx, id));
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

async function adminChanges(body: z.output<typeof AdminUserBody>, deps: AuthDeps): Promise<UserChanges> {
  const changes: UserChanges = {
    email: body.email ? normalizeEmail(body.email) : undefined,
    phone: body.phone ? normalizePhone(body.phone) : undefined,
    emailConfirm: orUndefined(body.email_confirm),
    phoneConfirm: orUndefined(body.phone_confirm),
    role: body.role || undefined,
    appMetadata: orUndefined(body.app_metadata),
    userMetadata: orUndefined(body.user_metadata),
    bannedUntilMs: banUntil(orUndefined(body.ban_duration), deps.now()),
  };
  if (body.password !== undefined && body.password !== null) {
    // GoTrue judges the strength of a password an administrator sets, but not of one given at creation.
    assertPasswordAcceptable(body.password, deps.passwordPolicy);
    changes.encryptedPassword = await hashPassword(body.password);
  }
  return changes;
}

export function registerAdminRoutes(router: Hono, deps: AuthDeps): void {
  router.post('/admin/users', async (c) => {
    const body = await readJsonBody(c, AdminUserBody);
    const user = await createAuthUser(
      deps.db,
      {
        id: orUndefined(body.id),
        role: orUndefined(body.role),
        email: orUndefined(body.email),
        phone: orUndefined(body.phone),
        password: orUndefined(body.password),
        passwordHash: orUndefined(body.password_hash),
        emailConfirm: orUndefined(body.email_confirm),
        phoneConfirm: orUndefined(body.phone_confirm),
        userMetadata: orUndefined(body.user_metadata),
        appMetadata: orUndefined(body.app_metadata),
        banDuration: orUndefined(body.ban_duration),
      },
      { nowMs: deps.now() },
    );
    return c.json(user);
  });

  router.get('/admin/users', async (c) => {
    const page = parsePage({ page: c.req.query('page'), per_page: c.req.query('per_page') });
    const { users, total } = await asAuthAdmin(deps.db, (tx) => listUsersPage(tx, page));
    c.header('X-Total-Count', String(total));
    c.header('Link', paginationLink(`${deps.issuer}/admin/users`, page, total));
    return c.json({ users, aud: 'authenticated' });
  });

  router.get('/admin/users/:id', async (c) => {
    const user = await loadTargetUser(c, deps);
    return c.json(await asAuthAdmin(deps.db, (tx) => loadUserJson(tx, user.id)));
  });

  router.put('/admin/users/:id', async (c) => {
    const user = await loadTargetUser(c, deps);
    const changes = await adminChanges(await readJsonBody(c, AdminUserBody), deps);
    const updated = await asAuthAdmin(deps.db, async (tx) => {
      if (changes.email && (await isEmailTaken(tx, changes.email, user.id))) throw emailExists();
      if (changes.phone) {
        if (await isPhoneTaken(tx, changes.phone, user.id)) {
          throw unprocessable('phone_exists', 'Phone number already registered by another user');
        }
      }
      await updateUser(tx, user, changes, deps.now());
      // An administrator's password reset ends every session of the user, as GoTrue's UpdatePassword(nil).
      if (changes.encryptedPassword) await deleteSessions(tx, user.id, 'global', undefined);
      return loadUserJson(tx, user.id);
    });
    return c.json(updated);
  });

  router.delete('/admin/users/:id', async (c) => {
    const user = await loadTargetUser(c, deps);
    // auth-js sends `{should_soft_delete}`; other callers may send no body at all.
    const hasBody = (await c.req.text()).trim() !== '';
    const { should_soft_delete: soft } = hasBody ? await readJsonBody(c, DeleteBody) : {};
    await asAuthAdmin(deps.db, (tx) =>
      soft ? softDeleteUser(tx, user.id, deps.now()) : deleteUser(tx, user.id),
    );
    return c.json({});
  });
}
