import type { StaffAccount } from '#core/schemas/staffAccount.ts';
import { callServerFunction } from '../../lib/callServerFunction.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

/** Every account of public.users (admins read them all), by email. */
export function listUsers(params: ListParams) {
  return fetchPage(supabase.from('users').select('id, email, role, created_at', { count: 'exact' }), params, {
    search: ['email'],
    statuses: { staff: (query) => query.not('role', 'is', null), none: (query) => query.is('role', null) },
    order: [['email', true]],
  });
}

export type UserRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

/** RLS lets admins change other people's roles, never their own (so the last admin stays). */
export async function setRole(id: string, role: string | null): Promise<void> {
  await unwrap(supabase.from('users').update({ role }).eq('id', id));
}

/** Creates a staff account through the server function; the service key never reaches the browser. */
export async function createStaffAccount(account: StaffAccount): Promise<void> {
  await callServerFunction('create-staff-user', account);
}
