import { type Area, canOpen, type StaffRole } from './roles.ts';

export interface MenuEntry {
  label: string;
  path: string;
  area: Area;
  icon: string;
}

/**
 * Side menu of docs/spec.md §2 followed by the inboxes we added; `icon` names a lucide icon (see MenuIcon). The
 * spec's Fundación placeholder is gone: the ministry's story lives on /about, its documents in the library.
 */
export const menuEntries: readonly MenuEntry[] = [
  { label: 'Dashboard', path: '/dashboard', area: 'dashboard', icon: 'dashboard' },
  { label: 'Gestión de Blogs', path: '/blogs', area: 'content', icon: 'blogs' },
  { label: 'Gestión de Videos', path: '/videos', area: 'content', icon: 'videos' },
  { label: 'Gestión de Audios', path: '/audios', area: 'content', icon: 'audios' },
  { label: 'Biblioteca', path: '/library', area: 'content', icon: 'library' },
  { label: 'Series', path: '/series', area: 'content', icon: 'series' },
  { label: 'Predicadores', path: '/speakers', area: 'content', icon: 'speakers' },
  { label: 'Eventos', path: '/events', area: 'content', icon: 'events' },
  { label: 'Estadísticas', path: '/analytics', area: 'content', icon: 'analytics' },
  { label: 'Email Marketing', path: '/email', area: 'content', icon: 'email' },
  { label: 'Donaciones', path: '/donations', area: 'donations', icon: 'donations' },
  { label: 'Testimonios', path: '/testimonials', area: 'testimonials', icon: 'testimonials' },
  { label: 'Peticiones de oración', path: '/prayers', area: 'prayers', icon: 'prayers' },
  { label: 'Consultas', path: '/inquiries', area: 'inquiries', icon: 'inquiries' },
  { label: 'Suscriptores', path: '/subscribers', area: 'subscribers', icon: 'subscribers' },
  { label: 'Solicitudes de empleo', path: '/applications', area: 'applications', icon: 'applications' },
  { label: 'Sitio', path: '/sitio', area: 'site', icon: 'site' },
  { label: 'Configuración', path: '/settings', area: 'settings', icon: 'settings' },
];

export function menuFor(role: StaffRole | null): MenuEntry[] {
  return menuEntries.filter((entry) => canOpen(role, entry.area));
}
