import { defineServerFunction, json, Refusal, requirePost } from './serverFunction.ts';
import { callerWhoCan } from './staffCaller.ts';

/**
 * POST with the caller's access token: any staff member may ask for the site to be published now. Records
 * a 'manual' rebuild request (no debounce) with the service key, which stays on the server; the local
 * rebuilder or the production job (Netlify build hook) picks it up.
 */
export const requestSiteRebuild = defineServerFunction(
  'request-site-rebuild',
  (service, settings) => async (request) => {
    requirePost(request);
    await callerWhoCan(settings, request, {
      capability: 'site.publish',
      refusal: { code: 'not_staff', message: 'Solo el equipo puede publicar el sitio.' },
    });
    const { data, error } = await service
      .from('site_rebuild_requests')
      .insert({ reason: 'manual' })
      .select('id, requested_at')
      .single();
    if (error) throw new Refusal(500, error.code, error.message);
    return json(202, data);
  },
);
