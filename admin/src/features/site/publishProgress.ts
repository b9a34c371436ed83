/**
 * Where a publish is on its way to the live site, from what the admin can read (public.site_build_status
 * and the pending rows of public.site_rebuild_requests): the publish recorded a rebuild request at the
 * same moment as its published_at (one transaction), which a build then takes up.
 */
export interface BuildProgress {
  state: string;
  last_built_at: string | null;
  last_dispatched_at: string | null;
  last_error: string | null;
  updated_at: string;
  /** requested_at of the oldest request no build has taken up yet; null when none waits. */
  oldestPending: string | null;
}

export type PublishStage =
  /** Waiting for a build to take the change (locally a second or two; production debounces a minute). */
  | { stage: 'waiting' }
  | { stage: 'building' }
  /** Production: Netlify's build hook was called; Netlify deploys in a minute or two. */
  | { stage: 'dispatched' }
  | { stage: 'live' }
  | { stage: 'failed'; error: string };

const at = (value: string | null) => (value ? Date.parse(value) : Number.NaN);

export function publishStage(publishedAt: string, progress: BuildProgress): PublishStage {
  const published = at(publishedAt);
  if (at(progress.oldestPending) <= published) return { stage: 'waiting' };
  if (progress.state === 'building') return { stage: 'building' };
  if (progress.state === 'failed' && at(progress.updated_at) >= published)
    return { stage: 'failed', error: progress.last_error ?? '' };
  if (at(progress.last_dispatched_at) >= published) return { stage: 'dispatched' };
  if (at(progress.last_built_at) >= published) return { stage: 'live' };
  // Taken up but neither built nor dispatched since: a build is about to start.
  return { stage: 'building' };
}

/** Stages after which nothing changes by itself any more: the screen stops asking. */
export const isSettled = (stage: PublishStage) =>
  stage.stage === 'live' || stage.stage === 'failed' || stage.stage === 'dispatched';
