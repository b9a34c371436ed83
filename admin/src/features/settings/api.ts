import type { StaffAccessRequest, StaffAccountState, StaffInvitation } from '#core/schemas/staffAccess.ts';
import { callServerFunction } from '../../lib/callServerFunction.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

/** Asks the manage-staff server function; the service key that changes accounts never reaches the browser. */
const manage = (request: StaffAccessRequest) => callServerFunction('manage-staff', request);

/** Every account of public.users (admins read them all), by email, with its access state from Auth. */
export async function listUsers(params: ListParams) {
  const [page, states] = await Promise.all([
    fetchPage(supabase.from('users').select('id, email, role, created_at', { count: 'exact' }), params, {
      search: ['email'],
      statuses: { staff: (query) => query.not('role', 'is', null), none: (query) => query.is('role', null) },
      order: [['email', true]],
    }),
    manage({ action: 'list' }) as Promise<StaffAccountState[]>,
  ]);
  const byId = new Map(states.map((state) => [state.id, state]));
  const unknown = { pending: false, deactivated: false, twoFactor: false };
  return { ...page, rows: page.rows.map((row) => ({ ...row, ...unknown, ...byId.get(row.id), id: row.id })) };
}

export type UserRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

/** RLS lets admins change other people's roles, never their own (so the last admin stays). */
export async function setRole(id: string, role: string | null): Promise<void> {
  await unwrap(supabase.from('users').update({ role }).eq('id', id));
}

export async function inviteStaff(invitation: StaffInvitation): Promise<void> {
  await manage(invitation);
}

export const resendInvitation = (row: UserRow) => manage({ action: 'resend', userId: row.id });
export const deactivate = (row: UserRow) => manage({ action: 'deactivate', userId: row.id });
export const reactivate = (row: UserRow) => manage({ action: 'reactivate', userId: row.id });
export const removeFactors = (row: UserRow) => manage({ action: 'remove-factors', userId: row.id });
