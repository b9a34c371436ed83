import { can } from '#core/access.ts';
import { SITE_AREA_KEYS, SITE_AREAS, type SiteArea } from '#core/site/areas.ts';
import type { StaffRole } from '#core/staffRoles.ts';

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
    title: 'Identidad',
    summary: 'Nombre, lema, logo, imagen para redes, zona horaria y días del muro de oración.',
    page: '/',
    group: 'ministry',
  },
  contact: {
    title: 'Contacto',
    summary: 'Correo, teléfono, WhatsApp, dirección y mapa.',
    page: '/contact',
    group: 'ministry',
  },
  social: {
    title: 'Redes y enlaces',
    summary: 'Redes sociales, tarjetas destacadas, transmisión en vivo, asistente y pódcast.',
    page: '/',
    group: 'ministry',
  },
  giving: {
    title: 'Donaciones',
    summary: 'Botones de Stripe (solo ids públicos), fondos, emisor de recibos y textos de /donate.',
    page: '/donate',
    group: 'ministry',
  },
  schedule: {
    title: 'Horario',
    summary: 'Reuniones de cada semana y sus excepciones (días sin reunión, cambios de hora).',
    page: '/contact',
    group: 'pages',
  },
  home: {
    title: 'Página de inicio',
    summary: 'Portada, tarjetas de bienvenida, participa, servir, llamada final y testimonios fijos.',
    page: '/',
    group: 'pages',
  },
  about: {
    title: 'Acerca de',
    summary: 'Fundador, misión y visión, valores e historia.',
    page: '/about',
    group: 'pages',
  },
  legal: {
    title: 'Textos legales',
    summary: 'Términos, privacidad y cookies, con su fecha de actualización.',
    page: '/legal',
    group: 'pages',
  },
  openings: {
    title: 'Servir',
    summary: 'Áreas clave y posiciones abiertas de /careers.',
    page: '/careers',
    group: 'pages',
  },
  assistant: {
    title: 'Asistente',
    summary: 'Saludo, preguntas rápidas, temas de estudio y respuestas del chat.',
    page: '/',
    group: 'announcements',
  },
  banner: {
    title: 'Aviso',
    summary: 'Un aviso breve en todas las páginas entre dos fechas.',
    page: '/',
    group: 'announcements',
  },
};

export const AREA_GROUPS = [
  { id: 'ministry', title: 'El ministerio' },
  { id: 'pages', title: 'Páginas' },
  { id: 'announcements', title: 'Avisos y asistente' },
] as const;

/** Whether this role may edit the area: SQL says the same (private.can_edit_site_area). */
export const canEditArea = (role: StaffRole | null, area: SiteArea) => can(role, SITE_AREAS[area].capability);

export const areasFor = (role: StaffRole | null) => SITE_AREA_KEYS.filter((area) => canEditArea(role, area));
