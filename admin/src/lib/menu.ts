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

function entry(label: string, path: string, capability: Capability, icon: string): MenuEntry {
  return { label, path, capability, icon };
}

/**
 * Side menu of docs/spec.md §2 followed by the inboxes we added; `icon` names a lucide icon (see MenuIcon). The
 * spec's Fundación placeholder is gone: the ministry's story lives on /about, its documents in the library.
 */
export const menuEntries: readonly MenuEntry[] = [
  entry(adminMessages.dashboard.title, '/dashboard', 'panel.enter', 'dashboard'),
  entry(resources.posts.name, '/blogs', 'content.manage', 'blogs'),
  entry(resources.videos.name, '/videos', 'content.manage', 'videos'),
  entry(resources.audios.name, '/audios', 'content.manage', 'audios'),
  entry(resources.library.name, '/library', 'content.manage', 'library'),
  entry(resources.series.name, '/series', 'content.manage', 'series'),
  entry(resources.speakers.name, '/speakers', 'content.manage', 'speakers'),
  entry(resources.events.name, '/events', 'content.manage', 'events'),
  entry(adminMessages.followUps.title, '/seguimiento', 'followUps.enter', 'followUps'),
  entry(adminMessages.signups.name, '/inscripciones', 'signups.manage', 'signups'),
  entry(adminMessages.shifts.name, '/turnos', 'shifts.coordinate', 'shifts'),
  entry(adminMessages.groups.name, '/grupos', 'groups.manage', 'groups'),
  entry(adminMessages.analytics.title, '/analytics', 'analytics.view', 'analytics'),
  entry(resources.newsletters.name, '/email', 'newsletter.send', 'email'),
  entry(resources.donations.name, '/donations', 'donations.manage', 'donations'),
  entry(resources.testimonials.name, '/testimonials', 'testimonials.moderate', 'testimonials'),
  entry(resources.prayers.name, '/prayers', 'prayers.moderate', 'prayers'),
  entry(resources.inquiries.name, '/inquiries', 'inquiries.manage', 'inquiries'),
  entry(resources.subscribers.name, '/subscribers', 'subscribers.manage', 'subscribers'),
  entry(resources.applications.name, '/applications', 'applications.manage', 'applications'),
  entry(adminMessages.site.name, '/sitio', 'siteContent.edit', 'site'),
  entry(adminMessages.qr.title, '/qr', 'panel.enter', 'qr'),
  entry(resources.staff.name, '/settings', 'staff.manage', 'settings'),
  entry(adminMessages.dataExport.title, '/export', 'data.export', 'export'),
  entry(adminMessages.audit.title, '/auditoria', 'audit.view', 'audit'),
];

export function menuFor(role: StaffRole | null): MenuEntry[] {
  return menuEntries.filter((entry) => can(role, entry.capability));
}
