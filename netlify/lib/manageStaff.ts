import type { User } from '@supabase/supabase-js';
import { type StaffAccountState, staffAccessSchema } from '#core/schemas/staffAccess.ts';
import { defineServerFunction, json, Refusal, type ServiceClient } from './serverFunction.ts';
import { type Caller, type StaffAccess, serviceActingFor, staffPost } from './staffCaller.ts';

/** GoTrue's longest practical ban: a deactivated account stays out until an admin reactivates it. */
const DEACTIVATED = '876000h';

const admins: StaffAccess = {
  capability: 'staff.manage',
  refusal: { code: 'not_admin', message: 'Solo un administrador puede gestionar el equipo.' },
};

/** Where the invitation and recovery links land: the admin page that asks for the new password. */
export const SET_PASSWORD_PATH = '/admin/set-password';

const authFailure = (error: { status?: number; code?: string; message: string }) =>
  new Refusal(
    error.status && error.status < 500 ? error.status : 502,
    error.code ?? 'auth_failed',
    error.message,
  );

export function accountState(user: User, nowMs = Date.now()): StaffAccountState {
  const bannedUntil = (user as User & { banned_until?: string }).banned_until;
  return {
    id: user.id,
    pending: Boolean(user.invited_at) && !user.email_confirmed_at,
    deactivated: bannedUntil ? Date.parse(bannedUntil) > nowMs : false,
    twoFactor: (user.factors ?? []).some((factor) => factor.status === 'verified'),
  };
}

async function userById(service: ServiceClient, id: string): Promise<User> {
  const { data, error } = await service.auth.admin.getUserById(id);
  if (error || !data.user)
    throw error ? authFailure(error) : new Refusal(404, 'user_not_found', 'Cuenta no encontrada.');
  return data.user;
}

/** Changes to one's own access would let the last admin lock everyone out; the screen does not offer them. */
function notSelf(me: Caller, userId: string): void {
  if (me.id === userId)
    throw new Refusal(403, 'not_self', 'No puedes cambiar el acceso de tu propia cuenta.');
}

async function invite(service: ServiceClient, email: string, redirectTo: string): Promise<User> {
  const { data, error } = await service.auth.admin.inviteUserByEmail(email, { redirectTo });
  if (error) throw authFailure(error);
  return data.user;
}

/**
 * Auth's own changes (an invitation, a ban, a removed factor) touch no table the audit triggers watch:
 * the function records them itself, naming the admin it checked.
 */
async function recordAction(service: ServiceClient, me: Caller, action: string, userId: string) {
  const { data } = await service.from('users').select('email').eq('id', userId).maybeSingle();
  const { error } = await service.rpc('record_staff_action', {
    actor: me.id,
    action,
    target_table: 'users',
    target_id: userId,
    target_label: data?.email ?? undefined,
  });
  if (error) throw new Refusal(500, error.code, error.message);
}

/**
 * POST {action, …} with the caller's access token; only an admin (private.has_role, two-factor rule
 * included) passes. Invitations go through Supabase Auth's /invite, which sends the Spanish template; the
 * link lands on SET_PASSWORD_PATH of the site that called. The service key never leaves the server.
 */
export const manageStaff = defineServerFunction('manage-staff', (service, settings) => async (request) => {
  const { caller: me, body } = await staffPost(settings, request, admins, staffAccessSchema);
  const redirectTo = new URL(SET_PASSWORD_PATH, request.url).href;
  switch (body.action) {
    case 'list': {
      const { data, error } = await service.auth.admin.listUsers({ perPage: 1000 });
      if (error) throw authFailure(error);
      return json(
        200,
        data.users.map((user) => accountState(user)),
      );
    }
    case 'invite': {
      const user = await invite(service, body.email, redirectTo);
      await recordAction(service, me, 'invite', user.id);
      // The auth trigger made the public.users row; the role waits there for the first sign-in. Set in
      // the admin's name, so the audit log's role change names them.
      const { error } = await serviceActingFor(settings, me)
        .from('users')
        .update({ role: body.role })
        .eq('id', user.id);
      if (error) throw new Refusal(500, error.code, error.message);
      return json(201, { id: user.id, email: body.email, role: body.role });
    }
    case 'resend': {
      const user = await userById(service, body.userId);
      if (!user.email || user.email_confirmed_at)
        throw new Refusal(409, 'already_accepted', 'Esta persona ya aceptó la invitación.');
      await invite(service, user.email, redirectTo);
      await recordAction(service, me, 'invite', body.userId);
      return json(200, accountState(await userById(service, body.userId)));
    }
    case 'deactivate':
    case 'reactivate': {
      notSelf(me, body.userId);
      const ban_duration = body.action === 'deactivate' ? DEACTIVATED : 'none';
      const { data, error } = await service.auth.admin.updateUserById(body.userId, { ban_duration });
      if (error) throw authFailure(error);
      await recordAction(service, me, body.action, body.userId);
      return json(200, accountState(data.user));
    }
    case 'remove-factors': {
      notSelf(me, body.userId);
      const { data, error } = await service.auth.admin.mfa.listFactors({ userId: body.userId });
      if (error) throw authFailure(error);
      for (const factor of data.factors) {
        const removed = await service.auth.admin.mfa.deleteFactor({ id: factor.id, userId: body.userId });
        if (removed.error) throw authFailure(removed.error);
      }
      await recordAction(service, me, 'remove-factors', body.userId);
      return json(200, accountState(await userById(service, body.userId)));
    }
  }
});
