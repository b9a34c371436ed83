import { z } from 'zod';
import type { Capability } from '../access.ts';
import { aboutSchema } from './about.ts';
import { assistantSchema } from './assistant.ts';
import { bannerSchema } from './banner.ts';
import { contactSchema } from './contact.ts';
import { givingSchema } from './giving.ts';
import { homeSchema } from './home.ts';
import { identitySchema } from './identity.ts';
import { legalSchema } from './legal.ts';
import { openingsSchema } from './openings.ts';
import { scheduleSchema } from './schedule.ts';
import { socialSchema } from './social.ts';

/**
 * Every area of site content staff edit in the admin (/admin/sitio), each with the one schema that checks
 * it in the admin's form, in the server function that publishes it and in the build, and the capability
 * (core/access.ts) that edits it: the ministry's identity, contact and giving are the admins'
 * (siteSettings.edit), the rest editors' too (siteContent.edit). SQL says the same in
 * private.can_edit_site_area (supabase/migrations/*_create_site_content.sql).
 */
export const SITE_AREAS = {
  identity: { schema: identitySchema, capability: 'siteSettings.edit' },
  contact: { schema: contactSchema, capability: 'siteSettings.edit' },
  giving: { schema: givingSchema, capability: 'siteSettings.edit' },
  social: { schema: socialSchema, capability: 'siteContent.edit' },
  schedule: { schema: scheduleSchema, capability: 'siteContent.edit' },
  home: { schema: homeSchema, capability: 'siteContent.edit' },
  about: { schema: aboutSchema, capability: 'siteContent.edit' },
  legal: { schema: legalSchema, capability: 'siteContent.edit' },
  openings: { schema: openingsSchema, capability: 'siteContent.edit' },
  assistant: { schema: assistantSchema, capability: 'siteContent.edit' },
  banner: { schema: bannerSchema, capability: 'siteContent.edit' },
} as const satisfies Record<string, { schema: unknown; capability: Capability }>;

export type SiteArea = keyof typeof SITE_AREAS;
export type SiteContent = { [Area in SiteArea]: z.output<(typeof SITE_AREAS)[Area]['schema']> };

export const SITE_AREA_KEYS = Object.keys(SITE_AREAS) as SiteArea[];

export const isSiteArea = (value: string): value is SiteArea => Object.hasOwn(SITE_AREAS, value);

/** One published area as the API returns it (public.site_content). */
export interface PublishedArea {
  area: string;
  content: unknown;
  version: number;
}

export interface AreaProblem {
  area: SiteArea;
  /** The schema's first Spanish message and the field it belongs to. */
  path: string;
  message: string;
}

/** The area's content checked by its schema: the value, or the first problem with the field's path. */
export function checkArea<Area extends SiteArea>(
  area: Area,
  content: unknown,
): { ok: true; value: SiteContent[Area] } | { ok: false; problem: AreaProblem } {
  const parsed = SITE_AREAS[area].schema.safeParse(content);
  if (parsed.success) return { ok: true, value: parsed.data as SiteContent[Area] };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    problem: {
      area,
      path: issue?.path.map(String).join('.') ?? '',
      message: issue?.message ?? 'Dato no válido.',
    },
  };
}

/**
 * What the site shows: each published area where one was published, the defaults elsewhere. A published
 * area that no longer passes its schema is a problem (the build fails and the previous site stays live).
 */
export function siteContentFrom(
  rows: readonly PublishedArea[],
  defaults: SiteContent,
): { content: SiteContent; problems: AreaProblem[] } {
  const content = { ...defaults };
  const problems: AreaProblem[] = [];
  for (const row of rows) {
    if (!isSiteArea(row.area)) continue;
    const checked = checkArea(row.area, row.content);
    if (checked.ok) (content as Record<SiteArea, unknown>)[row.area] = checked.value;
    else problems.push(checked.problem);
  }
  return { content, problems };
}

/** Each area's name as staff read it in the admin and in a failed build's message. */
export const SITE_AREA_LABELS: Record<SiteArea, string> = {
  identity: 'Identidad',
  contact: 'Contacto',
  giving: 'Donaciones',
  social: 'Redes y enlaces',
  schedule: 'Horario',
  home: 'Inicio',
  about: 'Acerca de',
  legal: 'Textos legales',
  openings: 'Servir',
  assistant: 'Asistente',
  banner: 'Anuncio',
};

/**
 * A row of public.site_content or public.site_content_drafts as the build's collections store it: the
 * content is checked later, area by area, by siteContentFrom (so a bad area fails with its Spanish message
 * and field, not with the collection's).
 */
export const publishedAreaSchema = z.object({
  area: z.string(),
  content: z.record(z.string(), z.unknown()),
  version: z.number().int(),
});
