import { adminMessages } from './messages.ts';
import { type Area, canOpen, type StaffRole } from './roles.ts';

const { resources } = adminMessages;

export interface MenuEntry {
  label: string;
  path: string;
  area: Area;
  icon: string;
}

/**
 * Side menu of spec §2 followed by the inboxes we added; `icon` names a lucide icon (see MenuIcon). The
 * spec's Fundación placeholder is gone: the ministry's story lives on /about, its documents in the library.
 */
export const menuEntries: readonly MenuEntry[] = [
  { label: adminMessages.dashboard.title, path: '/dashboard', area: 'dashboard', icon: 'dashboard' },
  { label: resources.posts.name, path: '/blogs', area: 'content', icon: 'blogs' },
  { label: resources.videos.name, path: '/videos', area: 'content', icon: 'videos' },
  { label: resources.audios.name, path: '/audios', area: 'content', icon: 'audios' },
  { label: resources.library.name, path: '/library', area: 'content', icon: 'library' },
  { label: resources.series.name, path: '/series', area: 'content', icon: 'series' },
  { label: resources.speakers.name, path: '/speakers', area: 'content', icon: 'speakers' },
  { label: resources.events.name, path: '/events', area: 'content', icon: 'events' },
  { label: adminMessages.analytics.title, path: '/analytics', area: 'content', icon: 'analytics' },
  { label: resources.newsletters.name, path: '/email', area: 'content', icon: 'email' },
  { label: resources.donations.name, path: '/donations', area: 'donations', icon: 'donations' },
  { label: resources.testimonials.name, path: '/testimonials', area: 'testimonials', icon: 'testimonials' },
  { label: resources.prayers.name, path: '/prayers', area: 'prayers', icon: 'prayers' },
  { label: resources.inquiries.name, path: '/inquiries', area: 'inquiries', icon: 'inquiries' },
  { label: resources.subscribers.name, path: '/subscribers', area: 'subscribers', icon: 'subscribers' },
  { label: resources.applications.name, path: '/applications', area: 'applications', icon: 'applications' },
  { label: resources.staff.name, path: '/settings', area: 'settings', icon: 'settings' },
];

export function menuFor(role: StaffRole | null): MenuEntry[] {
  return menuEntries.filter((entry) => canOpen(role, entry.area));
}
