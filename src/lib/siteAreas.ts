import type { SiteArea, SiteContent } from '#core/site/areas.ts';
import { loadSiteContent } from './site/loadSiteContent.ts';

/**
 * The site content staff edit in the admin (/admin/sitio), read once per build: every area published
 * over the defaults of core/siteConfig.ts, each checked by its schema (a bad area or a failed read stops
 * the build with the Spanish message, so the previous site stays live). A preview build
 * (SITE_CONTENT_SOURCE=drafts) reads the drafts instead. Pages, layouts and components read it only here.
 */
const content: SiteContent = await loadSiteContent();

/** The build's instant: what is still ahead (schedule exceptions, the banner) is decided against it. */
export const BUILT_AT = new Date();

/** One area of the site content, as this build shows it. */
export function siteArea<Area extends SiteArea>(area: Area): SiteContent[Area] {
  return content[area];
}
