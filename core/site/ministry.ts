import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import type { SiteContent } from './areas.ts';
import type { Giving } from './giving.ts';
import { describeProblems, readSiteContent } from './readSiteContent.ts';

/** What the server functions say about the ministry: receipts, statements, email footers, gift dates. */
export interface Ministry {
  name: string;
  /** The ministry's calendar: a gift at 23:00 keeps its local day, statements date in it. */
  timeZone: string;
  /** Who issues receipts and year-end statements. */
  issuer: Giving['issuer'];
  /** The funds a gift can be designated to, the first the default. */
  funds: Giving['funds'];
}

export const ministryOf = (content: SiteContent): Ministry => ({
  name: content.identity.name,
  timeZone: content.identity.timeZone,
  issuer: content.giving.issuer,
  funds: content.giving.funds,
});

/**
 * The ministry as staff last published it (admin → Sitio), read with the server function's client. An
 * area that no longer passes its schema keeps its defaults here (a receipt must still go out) and is
 * logged, as the build refuses it.
 */
export async function readMinistry(client: SupabaseClient<Database>): Promise<Ministry> {
  const { content, problems } = await readSiteContent(client);
  if (problems.length > 0) console.warn(`Contenido del sitio no válido:\n${describeProblems(problems)}`);
  return ministryOf(content);
}
