import { type PublishedArea, type SiteContent, siteContentFrom } from '#core/site/areas.ts';
import { describeProblems, draftsOverPublished } from '#core/site/readSiteContent.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { type PublicApiConfig, publicApiConfig } from '../supabaseClient.ts';
import type { Row, TableSource } from './tableLoader.ts';

type Env = Record<string, string | undefined>;

/** The staff's «Vista previa» build (docs/design.md §5): the drafts over what is published. */
export const readsDrafts = (env: Env = process.env) => env.SITE_CONTENT_SOURCE === 'drafts';

/**
 * The key the drafts are read with: the server's (SUPABASE_SECRET_KEY), which only a server-side
 * preview build is given and nothing PUBLIC_ carries into a page. Any other build reads no drafts at all,
 * with the anon key.
 */
export function draftsApiConfig(env: Env = process.env): PublicApiConfig {
  const api = publicApiConfig(env);
  if (!readsDrafts(env)) return api;
  const key = env.SUPABASE_SECRET_KEY?.trim();
  if (!key)
    throw new Error(
      'La vista previa (SITE_CONTENT_SOURCE=drafts) lee los borradores con SUPABASE_SECRET_KEY, que falta.',
    );
  return { url: api.url, publishableKey: key };
}

const nothing = Promise.resolve({ data: [] as Row[], error: null });

/**
 * The areas of one site content table, one row per area (its key is the area: the entry's id). `when` says
 * whether this build reads it: a published build reads no drafts, so the loader prunes any a preview left in
 * a shared content cache.
 */
export function siteAreaSource(
  label: string,
  table: 'site_content' | 'site_content_drafts',
  when: () => boolean = () => true,
): TableSource {
  return {
    label,
    fetchPage: (client, from, to) =>
      when()
        ? (client
            .from(table)
            .select('id:area, area, content, version')
            .order('area', { ascending: true })
            .range(from, to) as PromiseLike<{ data: Row[] | null; error: { message: string } | null }>)
        : nothing,
  };
}

/**
 * What the pages show of the site content: the drafts over the published areas (a preview only has
 * drafts), each over the defaults of core/siteConfig.ts and checked by its schema. An area that no longer
 * passes fails the build with the Spanish message and the field, so the previous site stays live.
 */
export function siteContentForBuild(
  published: readonly PublishedArea[],
  drafts: readonly PublishedArea[],
): SiteContent {
  const { content, problems } = siteContentFrom(draftsOverPublished(published, drafts), siteDefaults);
  if (problems.length > 0)
    throw new Error(
      `El contenido publicado del sitio no es válido; corrígelo en el panel (Sitio) y vuelve a publicar:\n${describeProblems(problems)}`,
    );
  return content;
}
