import type { Tables } from '#core/database.types.ts';
import { callServerFunction } from '../../lib/callServerFunction.ts';
import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type FundTotal = Tables<'donation_totals'>;
export interface Progress {
  queued: number;
  sending: number;
  sent: number;
  failed: number;
}
export interface StatementSummary {
  donors: { email: string; name: string | null; gifts: number }[];
  progress: Progress;
}

/** Totals per fund, month and currency of the year (the view sums succeeded, unrefunded gifts). */
export const yearTotals = (year: number) =>
  unwrap(
    supabase
      .from('donation_totals')
      .select('*')
      .gte('month', `${year}-01`)
      .lte('month', `${year}-12`)
      .order('month')
      .order('fund'),
  );

export const statementSummary = (year: number) =>
  callServerFunction('donation-statements', { action: 'summary', year }) as Promise<StatementSummary>;

export const sendStatements = (year: number) =>
  callServerFunction('donation-statements', { action: 'send', year });

/** A PDF or the ZIP from the function, as a blob the browser opens or saves. */
export async function statementFile(body: {
  action: 'preview' | 'zip';
  year: number;
  email?: string;
}): Promise<Blob> {
  const { data } = await supabase.auth.getSession();
  const response = await fetch('/.netlify/functions/donation-statements', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw { code: answer?.code ?? String(response.status), message: answer?.message ?? response.statusText };
  }
  return response.blob();
}
