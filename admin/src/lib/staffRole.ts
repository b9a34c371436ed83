import { asStaffRole, type StaffRole } from '#core/staffRoles.ts';
import { unwrap } from './query.ts';
import { supabase } from './supabase.ts';

async function readRole(userId: string): Promise<StaffRole | null> {
  const row = await unwrap(supabase.from('users').select('role').eq('id', userId).maybeSingle());
  return asStaffRole(row?.role);
}

// The role decides between the panel and the no-access screen, and whether a screen's data may be asked
// for at all. Read once per signed-in user (a failure counts as no role) and shared by the session and
// the route loaders, so they never ask twice.
let request: { userId: string; role: Promise<StaffRole | null> } | undefined;

export function staffRole(userId: string): Promise<StaffRole | null> {
  if (request?.userId !== userId) request = { userId, role: readRole(userId).catch(() => null) };
  return request.role;
}

/** At sign-out: the next person (or the same one signing in again) is asked afresh. */
export function forgetStaffRole(): void {
  request = undefined;
}
