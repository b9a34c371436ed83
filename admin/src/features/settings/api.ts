import type { StaffAccount } from '#core/schemas/staffAccount.ts';
import { callServerFunction } from '../../lib/callServerFunction.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';

/** Every account of public.users (admins read them all), staff first by email. */
export async function listUsers({ page, search, status }: { page: number; search: string; status: string }) {
  const { from, to } = pageRange(page);
  let query = supabase.from('users').select('id, email, role, created_at', { count: 'exact' });
  const filter = ilikeAny(['email'], search);
  if (filter) query = query.or(filter);
  if (status === 'staff') query = query.not('role', 'is', null);
  if (status === 'none') query = query.is('role', null);
  const { data, error, count } = await query.order('email', { ascending: true }).range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type UserRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

/** RLS lets admins change other people's roles, never their own (so the last admin stays). */
export async function setRole(id: string, role: string | null): Promise<void> {
  const { error } = await supabase.from('users').update({ role }).eq('id', id);
  if (error) throw error;
}

/** Creates a staff account through the server function; the service key never reaches the browser. */
export async function createStaffAccount(account: StaffAccount): Promise<void> {
  await callServerFunction('create-staff-user', account);
}
