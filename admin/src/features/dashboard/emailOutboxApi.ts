import { supabase } from '../../lib/supabase.ts';
import type { EmailOutboxSummaryRow } from './emailOutbox.utils.ts';

/** The outgoing-email summary (admins only: anyone else gets no row, hence null). */
export async function loadEmailOutboxSummary(): Promise<EmailOutboxSummaryRow | null> {
  const { data, error } = await supabase
    .from('email_outbox_summary')
    .select(
      'waiting, oldest_waiting_at, failed, last_failure, sent_last_day, checked_at, problem, problem_detail, per_minute, as_of',
    )
    .maybeSingle();
  if (error) throw error;
  return data;
}
