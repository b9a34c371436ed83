import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

/** Whether the signed-in person is emailed of visitors' arrivals: no row yet means yes (the default). */
export async function readArrivalEmails(): Promise<boolean> {
  const rows = await unwrap(supabase.from('staff_notification_settings').select('arrival_emails'));
  return rows[0]?.arrival_emails ?? true;
}

/**
 * Saves the person's own choice. RLS lets each person reach only their own row, which the database keys by
 * auth.uid(): update it when it exists, insert it the first time.
 */
export async function saveArrivalEmails(on: boolean): Promise<void> {
  const updated = await unwrap(
    supabase
      .from('staff_notification_settings')
      .update({ arrival_emails: on })
      .not('user_id', 'is', null)
      .select('user_id'),
  );
  if (updated.length === 0)
    await unwrap(supabase.from('staff_notification_settings').insert({ arrival_emails: on }));
}
