import type { Tables } from '#core/database.types.ts';
import { callServerFunction } from '../../lib/callServerFunction.ts';
import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { StatementArchive } from './statementArchive.utils.ts';

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

/** The year's latest ZIP run, which the screen polls while the background function works. */
export const latestArchive = (year: number) =>
  unwrap(
    supabase
      .from('statement_archives')
      .select('*')
      .eq('year', year)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );

/**
 * Queues the year's ZIP, then starts the background function that builds it: Netlify answers 202 at once
 * and the run writes its progress into the row. 409 `archive_running` while a run of the year is live.
 */
export async function prepareArchive(year: number): Promise<StatementArchive> {
  const { archive } = (await callServerFunction('donation-statements', { action: 'zip', year })) as {
    archive: StatementArchive;
  };
  await callServerFunction('statement-archive-background', { id: archive.id });
  return archive;
}

/** A 10-minute signed URL that downloads the ready ZIP as certificados-<year>.zip (the bucket is private). */
export const archiveDownloadUrl = async (path: string, year: number) =>
  (
    await unwrap(
      supabase.storage
        .from('statement_archives')
        .createSignedUrl(path, 600, { download: `certificados-${year}.zip` }),
    )
  ).signedUrl;

/** One donor's PDF from the function, as a blob the browser opens or saves. */
export async function statementFile(body: { action: 'preview'; year: number; email: string }): Promise<Blob> {
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
