import { callServerFunction } from '../../lib/callServerFunction.ts';
import type { SiteBuildStatus } from '../../lib/siteBuildStatus.ts';
import { supabase } from '../../lib/supabase.ts';

/** The live site's build state and how many publishing changes are still waiting for a build. */
export async function loadSiteBuild(): Promise<{ status: SiteBuildStatus; pending: number }> {
  const [status, pending] = await Promise.all([
    supabase.from('site_build_status').select('state, last_built_at, last_error').single(),
    supabase
      .from('site_rebuild_requests')
      .select('id', { count: 'exact', head: true })
      .is('handled_at', null),
  ]);
  if (status.error) throw status.error;
  if (pending.error) throw pending.error;
  return { status: status.data, pending: pending.count ?? 0 };
}

/** Asks the server function to publish the site now (it checks the caller is staff). */
export async function requestSiteRebuild(): Promise<void> {
  await callServerFunction('request-site-rebuild');
}
