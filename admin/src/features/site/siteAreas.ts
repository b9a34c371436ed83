import { can } from '#core/access.ts';
import { SITE_AREA_KEYS, SITE_AREAS, type SiteArea } from '#core/site/areas.ts';
import type { StaffRole } from '#core/staffRoles.ts';
import { adminMessages } from '../../lib/messages.ts';

const areaWords = adminMessages.site.areas;

/**
 * The areas of /admin/sitio as staff find them: by group on the index, one screen each, and the public
 * page a preview shows and «Ver en el sitio» opens.
 */
export interface AreaScreen {
  title: string;
  /** One line on the index: what the area changes on the site. */
  summary: string;
  /** The page that shows the area best (previews open it). */
  page: string;
  group: 'ministry' | 'pages' | 'announcements';
}

export const AREA_SCREENS: Record<SiteArea, AreaScreen> = {
  identity: {
    ...areaWords.identity,
    page: '/',
    group: 'ministry',
  },
  contact: {
    ...areaWords.contact,
    page: '/contact',
    group: 'ministry',
  },
  social: {
    ...areaWords.social,
    page: '/',
    group: 'ministry',
  },
  giving: {
    ...areaWords.giving,
    page: '/donate',
    group: 'ministry',
  },
  schedule: {
    ...areaWords.schedule,
    page: '/contact',
    group: 'pages',
  },
  home: {
    ...areaWords.home,
    page: '/',
    group: 'pages',
  },
  about: {
    ...areaWords.about,
    page: '/about',
    group: 'pages',
  },
  legal: {
    ...areaWords.legal,
    page: '/legal',
    group: 'pages',
  },
  openings: {
    ...areaWords.openings,
    page: '/careers',
    group: 'pages',
  },
  assistant: {
    ...areaWords.assistant,
    page: '/',
    group: 'announcements',
  },
  banner: {
    ...areaWords.banner,
    page: '/',
    group: 'announcements',
  },
};

export const AREA_GROUPS = [
  { id: 'ministry', title: adminMessages.site.groups.ministry },
  { id: 'pages', title: adminMessages.site.groups.pages },
  { id: 'announcements', title: adminMessages.site.groups.announcements },
] as const;

/** Whether this role may edit the area: SQL says the same (private.can_edit_site_area). */
export const canEditArea = (role: StaffRole | null, area: SiteArea) => can(role, SITE_AREAS[area].capability);

export const areasFor = (role: StaffRole | null) => SITE_AREA_KEYS.filter((area) => canEditArea(role, area));
