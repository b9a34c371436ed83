import type { Json } from '#core/database.types.ts';
import { checkArea, type SiteArea } from '#core/site/areas.ts';
import {
  type PreviewAnswer,
  type PublishAnswer,
  type SitePreviews,
  siteContentRequestSchema,
} from '#core/site/siteContentRequests.ts';
import {
  defineServerFunction,
  json,
  Refusal,
  type ServerSettings,
  type ServiceClient,
  serviceClient,
} from './serverFunction.ts';
import { bearerToken, staffPost } from './staffCaller.ts';

/** Each area's own capability is SQL's to check (42501); this lets in whoever edits any area at all. */
const contentStaff = {
  capability: 'siteContent.edit',
  refusal: {
    code: 'not_editor',
    message: 'Solo administradores y editores publican el contenido del sitio.',
  },
} as const;

/** A refusal that names the field: PostgREST's error shape, the field's path in `details`. */
const fieldRefusal = (code: string, message: string, path: string) =>
  json(400, { code, message, details: path, hint: null });

/** An API error as this function's answer: PostgREST's status (403 for 42501, 409 for PT409) and code. */
const apiRefusal = (status: number, error: { code: string; message: string }) =>
  new Refusal(status >= 400 ? status : 500, error.code, error.message);

async function publish(
  asCaller: ServiceClient,
  area: SiteArea,
  content: Json,
  draftVersion: number,
  restoredFrom: number | null = null,
): Promise<PublishAnswer> {
  const published = await asCaller.rpc('publish_site_content', {
    area,
    content,
    draft_version: draftVersion,
    ...(restoredFrom === null ? {} : { restored_from: restoredFrom }),
  });
  if (published.error) throw apiRefusal(published.status, published.error);
  const version = published.data;
  // Versions never change once written, so this reads the one just published even if someone publishes
  // again meanwhile.
  const row = await asCaller
    .from('site_content_versions')
    .select('published_at')
    .eq('area', area)
    .eq('version', version)
    .single();
  if (row.error) throw apiRefusal(row.status, row.error);
  // publish_site_content checked the draft was at draftVersion and moved it on by one (a first publish
  // starts it at 1): reading it back could return a colleague's later save as if it were this person's.
  return { version, publishedAt: row.data.published_at, draftVersion: draftVersion + 1 };
}

async function publishedVersion(asCaller: ServiceClient, area: SiteArea, version: number): Promise<unknown> {
  const { data, error, status } = await asCaller
    .from('site_content_versions')
    .select('content')
    .eq('area', area)
    .eq('version', version)
    .maybeSingle();
  if (error) throw apiRefusal(status, error);
  if (!data) throw new Refusal(404, 'version_not_found', 'Esa versión no existe en el historial.');
  return data.content;
}

/** Production's preview: the preview site's build hook (SITE_PREVIEW_BUILD_HOOK) and its address. */
function hookPreviews(env: ServerSettings['env'] = {}): SitePreviews {
  return {
    async build() {
      const hook = env.SITE_PREVIEW_BUILD_HOOK;
      const url = env.SITE_PREVIEW_URL;
      if (!hook || !url)
        throw new Refusal(
          501,
          'preview_not_configured',
          'La vista previa no está configurada en este sitio (DEPLOY.md, «Vista previa»).',
        );
      const response = await fetch(hook, { method: 'POST', body: '{}' });
      if (!response.ok)
        throw new Refusal(502, 'preview_hook_failed', 'No se pudo pedir la vista previa a Netlify.');
      return { url, ready: false, frameable: false };
    },
  };
}

/** A preview whose build failed (a draft the build refuses…) says why: the end of the build's output. */
async function preview(previews: SitePreviews): Promise<PreviewAnswer> {
  try {
    return await previews.build();
  } catch (error) {
    if (error instanceof Refusal) throw error;
    const reason = (error instanceof Error ? error.message : String(error)).slice(-800);
    throw new Refusal(502, 'preview_failed', `No se pudo preparar la vista previa.\n${reason}`);
  }
}

/**
 * POST with the caller's access token, for admins and editors. `publish` checks the content against the
 * area's schema (400 naming the field, in Spanish) and publishes it through public.publish_site_content
 * with the caller's own session, so SQL still decides whose area it is (403 with 42501) and refuses a
 * publish over a colleague's newer draft (409 with PT409). `restore` publishes an earlier version again,
 * re-checked against today's schema. `preview` builds the site with the drafts (SitePreviews).
 */
export const siteContent = defineServerFunction('site-content', (_service, settings) => async (request) => {
  const { body } = await staffPost(settings, request, contentStaff, siteContentRequestSchema);
  const asCaller = serviceClient(settings, bearerToken(request.headers.get('Authorization')));
  switch (body.action) {
    case 'publish': {
      const checked = checkArea(body.area, body.content);
      if (!checked.ok)
        return fieldRefusal('validation_failed', checked.problem.message, checked.problem.path);
      return json(200, await publish(asCaller, body.area, checked.value as Json, body.draftVersion));
    }
    case 'restore': {
      const checked = checkArea(body.area, await publishedVersion(asCaller, body.area, body.version));
      if (!checked.ok) {
        const { message, path } = checked.problem;
        return fieldRefusal(
          'version_outdated',
          `Esta versión ya no cumple las reglas actuales del sitio: ${message} Cópiala en el formulario, corrígela y publícala.`,
          path,
        );
      }
      const answer = await publish(
        asCaller,
        body.area,
        checked.value as Json,
        body.draftVersion,
        body.version,
      );
      return json(200, answer);
    }
    case 'preview':
      return json(200, await preview(settings.sitePreviews ?? hookPreviews(settings.env)));
  }
});
