import type { Tables } from '#core/database.types.ts';
import type { NewsletterIssueFields } from '#core/schemas/newsletter.ts';
import { callServerFunction } from '../../lib/callServerFunction.ts';
import { deleteById, fetchAll, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type NewsletterIssue = Tables<'newsletter_issues'>;
export type NewsletterDelivery = Tables<'newsletter_delivery'>;

/** Every issue, newest first, with its delivery counts once sending has started. */
export async function loadNewsletterHistory(): Promise<{
  issues: NewsletterIssue[];
  delivery: NewsletterDelivery[];
}> {
  const [issues, delivery] = await Promise.all([
    fetchAll(() => supabase.from('newsletter_issues').select('*').order('created_at', { ascending: false })),
    unwrap(supabase.from('newsletter_delivery').select('*')),
  ]);
  return { issues, delivery };
}

/** Creates the draft or changes it (RLS refuses once it is being sent); returns its id. */
export async function saveIssue(id: string | null, fields: NewsletterIssueFields): Promise<string> {
  const query = id
    ? supabase.from('newsletter_issues').update(fields).eq('id', id)
    : supabase.from('newsletter_issues').insert(fields);
  const row = await unwrap(query.select('id').single());
  return row.id;
}

export const deleteIssue = (id: string) => deleteById('newsletter_issues', id);

export async function countActiveSubscribers(): Promise<number> {
  const { count, error } = await supabase
    .from('subscribers')
    .select('id', { count: 'exact', head: true })
    .eq('is_active', true);
  if (error) throw error;
  return count ?? 0;
}

/** The issue to the signed-in staff member only (`test`), or to every active subscriber. */
export function sendIssue(issueId: string, test: boolean) {
  return callServerFunction('send-newsletter', { issueId, test }) as Promise<{ recipients: number }>;
}
