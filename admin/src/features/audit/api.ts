import { fetchAll, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import { type AuditEntry, type AuditFilters, dayRange } from './auditEntry.utils.ts';

/** Entries per «Mostrar más». */
export const AUDIT_PAGE = 50;

/** The log as the filters narrow it, newest first (id breaks ties: one statement writes many rows). */
function filtered(filters: AuditFilters) {
  let query = supabase.from('audit_log').select('*', { count: 'exact' });
  if (filters.person === 'system') query = query.is('actor_id', null);
  else if (filters.person) query = query.eq('actor_id', filters.person);
  if (filters.kind) query = query.eq('table_name', filters.kind);
  const { since, until } = dayRange(filters);
  if (since) query = query.gte('occurred_at', since);
  if (until) query = query.lt('occurred_at', until);
  return query.order('occurred_at', { ascending: false }).order('id', { ascending: false });
}

export async function listAuditEntries(
  filters: AuditFilters,
  offset: number,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const { data, error, count } = await filtered(filters).range(offset, offset + AUDIT_PAGE - 1);
  if (error) throw error;
  return { rows: data ?? [], total: count ?? 0 };
}

/** Every entry the filters show, for the CSV. */
export const allAuditEntries = (filters: AuditFilters) => fetchAll(() => filtered(filters));

/** The team, for the person filter (former staff still show up by the email the entries kept). */
export async function listStaff(): Promise<{ id: string; email: string | null }[]> {
  return unwrap(supabase.from('users').select('id, email').not('role', 'is', null).order('email'));
}
