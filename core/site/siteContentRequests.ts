import '../schemas/zodWithoutEval.ts';
import { z } from 'zod';
import { SITE_AREA_KEYS, type SiteArea } from './areas.ts';

/**
 * The contract between the admin (/admin/sitio) and the server function site-content
 * (netlify/lib/siteContent.ts): publish an area's draft, bring an earlier version back («Restaurar»), or
 * ask for a staff-only build of the site with the drafts applied («Vista previa»).
 */
export const SITE_CONTENT_FUNCTION = 'site-content';

const area = z.enum(SITE_AREA_KEYS as [SiteArea, ...SiteArea[]], 'Sección del sitio desconocida.');
/** The draft version the person was editing: publishing over a newer one is refused (PT409). */
const draftVersion = z.number().int().min(0);

export const siteContentRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('publish'),
    area,
    /** Checked by the area's schema in the function: 400 with the field's path and Spanish message. */
    content: z.record(z.string(), z.unknown()),
    draftVersion,
  }),
  z.object({ action: z.literal('restore'), area, version: z.number().int().min(1), draftVersion }),
  z.object({ action: z.literal('preview') }),
]);

export type SiteContentRequest = z.infer<typeof siteContentRequestSchema>;

/** A publish or a restore: the new published version and the draft version to go on editing from. */
export interface PublishAnswer {
  version: number;
  publishedAt: string;
  draftVersion: number;
}

/**
 * Where the preview is. Locally a path of this site (`/vista-previa/<token>/`), ready to show in frames;
 * in production the preview site's address, rebuilt by its own build hook (ready a minute later) and
 * behind its password, so the admin opens it in a tab instead.
 */
export interface PreviewAnswer {
  url: string;
  ready: boolean;
  frameable: boolean;
}

/**
 * How a «Vista previa» is built: locally the devserver builds the site with the drafts into a folder it
 * serves under an unguessable path (devserver/sitePreviews.ts); in production a second Netlify site
 * rebuilds from its own build hook (netlify/lib/siteContent.ts, DEPLOY.md).
 */
export interface SitePreviews {
  build(): Promise<PreviewAnswer>;
}
