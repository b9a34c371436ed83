import type { StaffRole } from '#core/staffRoles.ts';

export type { StaffRole } from '#core/staffRoles.ts';

/** Who may open each area; mirrors the RLS policies (docs/design.md §4) so the menu never offers a dead end. */
export const areaRoles = {
  dashboard: ['admin', 'editor', 'pastoral'],
  content: ['admin', 'editor'],
  // Site content (/sitio): editors get every area but identity, contact and giving (features/site/siteAreas.ts).
  site: ['admin', 'editor'],
  donations: ['admin'],
  testimonials: ['admin', 'editor', 'pastoral'],
  prayers: ['admin', 'pastoral'],
  inquiries: ['admin', 'editor'],
  subscribers: ['admin', 'editor'],
  applications: ['admin'],
  settings: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Area = keyof typeof areaRoles;

export function canOpen(role: StaffRole | null, area: Area): boolean {
  return role !== null && (areaRoles[area] as readonly StaffRole[]).includes(role);
}
