import { callServerFunction } from '../../lib/callServerFunction.ts';
import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { CheckedGroup, GroupRow } from './groupForm.ts';

/**
 * Reads and writes of «Grupos» with the staff member's session: RLS lets admin and pastoral staff
 * (groups.manage) read and change groups and their private details and read the requests; answering a
 * request goes through the `groups` server function, which emails the person.
 */

export type JoinRequestRow = Awaited<ReturnType<typeof requestsOf>>[number];

const requestsOf = (groupId: string) =>
  unwrap(
    supabase
      .from('group_join_requests')
      .select('id, status, name, email, phone, whatsapp_consent, message, created_at, decided_at')
      .eq('group_id', groupId)
      .order('created_at'),
  );

/** Every group with its counts of members and pending requests, by day and time. */
export async function listGroups() {
  const [groups, requests] = await Promise.all([
    unwrap(supabase.from('groups').select('*').order('day_of_week').order('meets_at').order('name')),
    unwrap(supabase.from('group_join_requests').select('group_id, status').neq('status', 'declined')),
  ]);
  const count = (groupId: string, status: string) =>
    requests.filter((row) => row.group_id === groupId && row.status === status).length;
  return groups.map((group) => ({
    ...group,
    members: count(group.id, 'accepted'),
    pending: count(group.id, 'pending'),
  }));
}

export type GroupListRow = Awaited<ReturnType<typeof listGroups>>[number];

/** One group, its private details and its requests (oldest first). */
export async function getGroup(groupId: string) {
  const [group, privateDetails, requests] = await Promise.all([
    unwrap(supabase.from('groups').select('*').eq('id', groupId).single()),
    unwrap(supabase.from('group_addresses').select('*').eq('group_id', groupId).maybeSingle()),
    requestsOf(groupId),
  ]);
  return { group, privateDetails, requests };
}

/** Creates or updates the group, then its private details; answers the group's id. */
export async function saveGroup(id: string | null, checked: Extract<CheckedGroup, { ok: true }>) {
  const saved: Pick<GroupRow, 'id'> = id
    ? await unwrap(supabase.from('groups').update(checked.group).eq('id', id).select('id').single())
    : await unwrap(supabase.from('groups').insert(checked.group).select('id').single());
  await unwrap(
    supabase
      .from('group_addresses')
      .upsert({ group_id: saved.id, ...checked.privateDetails }, { onConflict: 'group_id' }),
  );
  return saved.id;
}

/** Aceptar / Rechazar: the function answers the request's new status and emails the person. */
export const answerRequest = (requestId: string, action: 'accept' | 'decline') =>
  callServerFunction('groups', { action, request_id: requestId });
