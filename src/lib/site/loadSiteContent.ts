import type { SiteContent } from '#core/site/areas.ts';
import { describeProblems, readSiteContent, type SiteContentSource } from '#core/site/readSiteContent.ts';
import { createSiteClient, publicApiConfig } from '../supabaseClient.ts';

type Env = Record<string, string | undefined>;

/**
 * Where the build reads site content from: the published areas with the anon key, or, for the staff's
 * preview (SITE_CONTENT_SOURCE=drafts), the drafts with the server's key (SUPABASE_SERVICE_ROLE_KEY, which
 * only a server-side build has; a browser bundle never sees it: nothing PUBLIC_ carries it).
 */
export function siteContentReader(env: Env = process.env) {
  const api = publicApiConfig(env);
  const source: SiteContentSource = env.SITE_CONTENT_SOURCE === 'drafts' ? 'drafts' : 'published';
  if (source === 'published') return { url: api.url, key: api.anonKey, source };
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!key)
    throw new Error(
      'La vista previa (SITE_CONTENT_SOURCE=drafts) lee los borradores con SUPABASE_SERVICE_ROLE_KEY, que falta.',
    );
  return { url: api.url, key, source };
}

/** The site content for this build; throws (failing the build) on a read error or an area that does not pass. */
export async function loadSiteContent(env: Env = process.env): Promise<SiteContent> {
  const { url, key, source } = siteContentReader(env);
  const client = createSiteClient({ url, anonKey: key });
  let read: Awaited<ReturnType<typeof readSiteContent>>;
  try {
    read = await readSiteContent(client, source);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`No se pudieron cargar los textos del sitio desde ${url}: ${reason}`);
  }
  if (read.problems.length > 0) {
    throw new Error(
      `El contenido publicado del sitio no es válido; corrígelo en el panel (Sitio) y vuelve a publicar:\n${describeProblems(read.problems)}`,
    );
  }
  return read.content;
}
