import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import { siteDefaults } from '../siteConfig.ts';
import {
  type AreaProblem,
  type PublishedArea,
  SITE_AREA_LABELS,
  type SiteContent,
  siteContentFrom,
} from './areas.ts';

/**
 * Which content to read: what visitors see (`published`), or the staff's drafts over it (`drafts`: the
 * preview build, with a key that may read drafts; RLS keeps them from anyone else).
 */
export type SiteContentSource = 'published' | 'drafts';

export interface ReadSiteContent {
  content: SiteContent;
  /** Areas that no longer pass their schema (their defaults are in `content`). */
  problems: AreaProblem[];
}

/** Drafts over published rows, area by area: the preview shows every area as staff last saved it. */
export function draftsOverPublished(
  published: readonly PublishedArea[],
  drafts: readonly PublishedArea[],
): PublishedArea[] {
  const byArea = new Map(published.map((row) => [row.area, row]));
  for (const draft of drafts) byArea.set(draft.area, draft);
  return [...byArea.values()];
}

/**
 * The site content as one client may read it: the build (anon key), the preview build (drafts, with the
 * server's key) and every server function that needs the ministry's data (receipts, statements, email
 * footers). Published areas over core/siteConfig.ts defaults; a read error is thrown with its message.
 */
export async function readSiteContent(
  client: SupabaseClient<Database>,
  source: SiteContentSource = 'published',
): Promise<ReadSiteContent> {
  const published = await client.from('site_content').select('area, content, version');
  if (published.error) throw new Error(published.error.message);
  let rows: PublishedArea[] = published.data;
  if (source === 'drafts') {
    const drafts = await client.from('site_content_drafts').select('area, content, version');
    if (drafts.error) throw new Error(drafts.error.message);
    rows = draftsOverPublished(rows, drafts.data);
  }
  return siteContentFrom(rows, siteDefaults);
}

/** One line per problem, in Spanish, for a failed build or a server log. */
export const describeProblems = (problems: readonly AreaProblem[]) =>
  problems
    .map(
      ({ area, path, message }) =>
        `Sección «${SITE_AREA_LABELS[area]}», campo ${path || '(toda la sección)'}: ${message}`,
    )
    .join('\n');
