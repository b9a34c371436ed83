import { can } from '#core/access.ts';
import { FOLLOW_UP_CAPABILITY, type FollowUpKind, utcDay } from '#core/followUps/followUpKinds.ts';
import { asStaffRole } from '#core/staffRoles.ts';
import { callServerFunction } from '../../lib/callServerFunction.ts';
import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import { type FollowUpFilters, SOURCE_TABLES, type SourceView, sourceView } from './followUps.utils.ts';

export interface FollowUp {
  id: string;
  kind: FollowUpKind;
  source_id: string;
  owner_id: string | null;
  status: string;
  due_on: string;
  keep: boolean;
  created_at: string;
}

const COLUMNS = 'id, kind, source_id, owner_id, status, due_on, keep, created_at';

/** The items RLS lets the signed-in person see, narrowed by the filters, soonest due first. */
export async function listFollowUps(filters: FollowUpFilters, me: string): Promise<FollowUp[]> {
  let query = supabase.from('follow_ups').select(COLUMNS);
  if (filters.mine) query = query.eq('owner_id', me);
  if (filters.overdue) query = query.lt('due_on', utcDay(new Date())).neq('status', 'cerrado');
  if (filters.kind) query = query.eq('kind', filters.kind);
  if (filters.status === 'open') query = query.neq('status', 'cerrado');
  else if (filters.status) query = query.eq('status', filters.status);
  const rows = await unwrap(query.order('due_on').order('created_at').limit(500));
  return rows as FollowUp[];
}

export async function getFollowUp(id: string): Promise<FollowUp> {
  return (await unwrap(supabase.from('follow_ups').select(COLUMNS).eq('id', id).single())) as FollowUp;
}

/** The row the item follows up, or null when it is gone (retention deleted it). */
export async function getSource(item: FollowUp): Promise<SourceView | null> {
  const table = SOURCE_TABLES[item.kind];
  const row = await unwrap(supabase.from(table).select('*').eq('id', item.source_id).maybeSingle());
  return row ? sourceView(item.kind, row as Record<string, unknown>) : null;
}

/** The team members who may own an item of `kind` (the same rule as private.follow_up_roles). */
export async function possibleOwners(kind: FollowUpKind): Promise<{ id: string; email: string | null }[]> {
  const users = await unwrap(
    supabase.from('users').select('id, email, role').not('role', 'is', null).order('email'),
  );
  return users.filter((user) => can(asStaffRole(user.role), FOLLOW_UP_CAPABILITY[kind]));
}

export async function staffEmails(): Promise<Map<string, string>> {
  const users = await unwrap(supabase.from('users').select('id, email'));
  return new Map(users.map((user) => [user.id, user.email ?? '']));
}

/** Assigning goes through the server: it emails the new owner. */
export async function assignFollowUp(id: string, ownerId: string | null): Promise<{ emailed: boolean }> {
  return (await callServerFunction('follow-ups', { action: 'assign', followUpId: id, ownerId })) as {
    emailed: boolean;
  };
}

export async function saveFollowUp(
  id: string,
  change: Pick<FollowUp, 'status' | 'due_on' | 'keep'>,
): Promise<void> {
  await unwrap(supabase.from('follow_ups').update(change).eq('id', id));
}

export interface Note {
  id: string;
  author_id: string | null;
  body: string;
  created_at: string;
}

export async function listNotes(id: string): Promise<Note[]> {
  return unwrap(
    supabase
      .from('follow_up_notes')
      .select('id, author_id, body, created_at')
      .eq('follow_up_id', id)
      .order('created_at'),
  );
}

export async function addNote(id: string, body: string): Promise<void> {
  await unwrap(supabase.from('follow_up_notes').insert({ follow_up_id: id, body }));
}
