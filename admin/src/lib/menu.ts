import { type Capability, can } from '#core/access.ts';
import type { StaffRole } from '#core/staffRoles.ts';

export interface MenuEntry {
  label: string;
  path: string;
  /** What the role must hold to see the entry: the same capability guards the route. */
  capability: Capability;
  icon: string;
}

/**
 * Side menu of docs/spec.md §2 followed by the inboxes we added; `icon` names a lucide icon (see MenuIcon). The
 * spec's Fundación placeholder is gone: the ministry's story lives on /about, its documents in the library.
 */
export const menuEntries: readonly MenuEntry[] = [
  { label: 'Dashboard', path: '/dashboard', capability: 'panel.enter', icon: 'dashboard' },
  { label: 'Gestión de Blogs', path: '/blogs', capability: 'content.manage', icon: 'blogs' },
  { label: 'Gestión de Videos', path: '/videos', capability: 'content.manage', icon: 'videos' },
  { label: 'Gestión de Audios', path: '/audios', capability: 'content.manage', icon: 'audios' },
  { label: 'Biblioteca', path: '/library', capability: 'content.manage', icon: 'library' },
  { label: 'Series', path: '/series', capability: 'content.manage', icon: 'series' },
  { label: 'Predicadores', path: '/speakers', capability: 'content.manage', icon: 'speakers' },
  { label: 'Eventos', path: '/events', capability: 'content.manage', icon: 'events' },
  { label: 'Estadísticas', path: '/analytics', capability: 'analytics.view', icon: 'analytics' },
  { label: 'Email Marketing', path: '/email', capability: 'newsletter.send', icon: 'email' },
  { label: 'Donaciones', path: '/donations', capability: 'donations.manage', icon: 'donations' },
  { label: 'Testimonios', path: '/testimonials', capability: 'testimonials.moderate', icon: 'testimonials' },
  { label: 'Peticiones de oración', path: '/prayers', capability: 'prayers.moderate', icon: 'prayers' },
  { label: 'Consultas', path: '/inquiries', capability: 'inquiries.manage', icon: 'inquiries' },
  { label: 'Suscriptores', path: '/subscribers', capability: 'subscribers.manage', icon: 'subscribers' },
  {
    label: 'Solicitudes de empleo',
    path: '/applications',
    capability: 'applications.manage',
    icon: 'applications',
  },
  { label: 'Sitio', path: '/sitio', capability: 'siteContent.edit', icon: 'site' },
  { label: 'Configuración', path: '/settings', capability: 'staff.manage', icon: 'settings' },
];

export function menuFor(role: StaffRole | null): MenuEntry[] {
  return menuEntries.filter((entry) => can(role, entry.capability));
}
