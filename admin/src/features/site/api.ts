import type { Json } from '#core/database.types.ts';
import type { SiteArea } from '#core/site/areas.ts';
import {
  type PreviewAnswer,
  type PublishAnswer,
  SITE_CONTENT_FUNCTION,
} from '#core/site/siteContentRequests.ts';
import { callServerFunction } from '../../lib/callServerFunction.ts';
import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { BuildProgress } from './publishProgress.ts';
import type { ServerDraft } from './siteDraft.ts';

/**
 * An area as the editor opens it: the shared draft, else what is live, else the seeded defaults; and
 * what is live, to tell whether the draft holds unpublished changes.
 */
export async function loadArea(area: SiteArea, defaults: unknown): Promise<ServerDraft & { live: unknown }> {
  const [draft, published] = await Promise.all([
    unwrap(supabase.from('site_content_drafts').select('content, version').eq('area', area).maybeSingle()),
    unwrap(supabase.from('site_content').select('content').eq('area', area).maybeSingle()),
  ]);
  const live = published?.content ?? defaults;
  return draft
    ? { content: draft.content, version: draft.version, live }
    : { content: live, version: 0, live };
}

/** Saves the shared draft from `baseVersion`; PT409 when someone saved since (nothing is written). */
export async function saveDraft(area: SiteArea, content: unknown, baseVersion: number): Promise<number> {
  const rows = await unwrap(
    supabase.rpc('save_site_content_draft', { area, content: content as Json, base_version: baseVersion }),
  );
  return rows[0]!.version;
}

export async function publishArea(
  area: SiteArea,
  content: unknown,
  draftVersion: number,
): Promise<PublishAnswer> {
  return (await callServerFunction(SITE_CONTENT_FUNCTION, {
    action: 'publish',
    area,
    content,
    draftVersion,
  })) as PublishAnswer;
}

export async function restoreVersion(
  area: SiteArea,
  version: number,
  draftVersion: number,
): Promise<PublishAnswer> {
  return (await callServerFunction(SITE_CONTENT_FUNCTION, {
    action: 'restore',
    area,
    version,
    draftVersion,
  })) as PublishAnswer;
}

export async function requestPreview(): Promise<PreviewAnswer> {
  return (await callServerFunction(SITE_CONTENT_FUNCTION, { action: 'preview' })) as PreviewAnswer;
}

export interface PublishedVersion {
  version: number;
  published_at: string;
  restored_from: number | null;
  publisher: { email: string | null } | null;
}

/** Every published version of the area, newest first, with who published it. */
export async function listVersions(area: SiteArea): Promise<PublishedVersion[]> {
  return unwrap(
    supabase
      .from('site_content_versions')
      .select('version, published_at, restored_from, publisher:users(email)')
      .eq('area', area)
      .order('version', { ascending: false }),
  );
}

/** The live site's build and the oldest change still waiting for one. */
export async function loadBuildProgress(): Promise<BuildProgress> {
  const [status, pending] = await Promise.all([
    unwrap(
      supabase
        .from('site_build_status')
        .select('state, last_built_at, last_dispatched_at, last_error, updated_at')
        .single(),
    ),
    unwrap(
      supabase
        .from('site_rebuild_requests')
        .select('requested_at')
        .is('handled_at', null)
        .order('requested_at')
        .limit(1),
    ),
  ]);
  return { ...status, oldestPending: pending[0]?.requested_at ?? null };
}
