import { type Capability, can } from '#core/access.ts';
import type { StaffRole } from '#core/staffRoles.ts';
import { adminMessages } from './messages.ts';

const { resources } = adminMessages;

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
  { label: adminMessages.dashboard.title, path: '/dashboard', capability: 'panel.enter', icon: 'dashboard' },
  { label: resources.posts.name, path: '/blogs', capability: 'content.manage', icon: 'blogs' },
  { label: resources.videos.name, path: '/videos', capability: 'content.manage', icon: 'videos' },
  { label: resources.audios.name, path: '/audios', capability: 'content.manage', icon: 'audios' },
  { label: resources.library.name, path: '/library', capability: 'content.manage', icon: 'library' },
  { label: resources.series.name, path: '/series', capability: 'content.manage', icon: 'series' },
  { label: resources.speakers.name, path: '/speakers', capability: 'content.manage', icon: 'speakers' },
  { label: resources.events.name, path: '/events', capability: 'content.manage', icon: 'events' },
  {
    label: adminMessages.analytics.title,
    path: '/analytics',
    capability: 'analytics.view',
    icon: 'analytics',
  },
  { label: resources.newsletters.name, path: '/email', capability: 'newsletter.send', icon: 'email' },
  { label: resources.donations.name, path: '/donations', capability: 'donations.manage', icon: 'donations' },
  {
    label: resources.testimonials.name,
    path: '/testimonials',
    capability: 'testimonials.moderate',
    icon: 'testimonials',
  },
  { label: resources.prayers.name, path: '/prayers', capability: 'prayers.moderate', icon: 'prayers' },
  { label: resources.inquiries.name, path: '/inquiries', capability: 'inquiries.manage', icon: 'inquiries' },
  {
    label: resources.subscribers.name,
    path: '/subscribers',
    capability: 'subscribers.manage',
    icon: 'subscribers',
  },
  {
    label: resources.applications.name,
    path: '/applications',
    capability: 'applications.manage',
    icon: 'applications',
  },
  { label: adminMessages.site.name, path: '/sitio', capability: 'siteContent.edit', icon: 'site' },
  { label: resources.staff.name, path: '/settings', capability: 'staff.manage', icon: 'settings' },
];

export function menuFor(role: StaffRole | null): MenuEntry[] {
  return menuEntries.filter((entry) => can(role, entry.capability));
}
