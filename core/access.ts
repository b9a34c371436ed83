import type { StaffRole } from './staffRoles.ts';

/**
 * Who may do what: each capability and the staff roles that hold it, as atomic-crm's canAccess. Postgres
 * is the wall (the policies call private.has_role with these role lists; the current ones are in
 * supabase/access.generated.sql); this table says the same once for the code that must not offer a dead
 * end or must refuse before calling with the service key: the admin's menu and route guards, the server
 * functions and the tests' access matrix. tests/integration/accessCapabilities.test.ts holds every entry
 * against the policies, on PGlite and on PostgreSQL.
 */
export const CAPABILITIES = {
  /** The panel itself (dashboard, profile), the site's build status and the list of the team. */
  'panel.enter': ['admin', 'editor', 'pastoral'],
  /** Ask for the site to be rebuilt now (request-site-rebuild), and follow the requests. */
  'site.publish': ['admin', 'editor', 'pastoral'],
  /** The site's page content, schedule, social links, assistant and banner (core/site/areas.ts). */
  'siteContent.edit': ['admin', 'editor'],
  /** The ministry's identity, contact details and giving ids (core/site/areas.ts). */
  'siteSettings.edit': ['admin'],
  /** Posts, videos, audios, the library, series, speakers and events: drafts included. */
  'content.manage': ['admin', 'editor'],
  /** Store images and library files through staff-upload; see and delete them in their buckets. */
  'uploads.staff': ['admin', 'editor'],
  /** The visit figures. */
  'analytics.view': ['admin', 'editor'],
  /** Write newsletter drafts and send them (send-newsletter). */
  'newsletter.send': ['admin', 'editor'],
  'subscribers.manage': ['admin', 'editor'],
  'inquiries.manage': ['admin', 'editor'],
  /** Approve, edit and delete testimonials, read the email they left, manage their photos. */
  'testimonials.moderate': ['admin', 'editor', 'pastoral'],
  /** Read and moderate prayer requests and the wall's settings. */
  'prayers.moderate': ['admin', 'pastoral'],
  /** Donations, their receipts and the year's statements. */
  'donations.manage': ['admin'],
  /** Job applications and their CVs. */
  'applications.manage': ['admin'],
  /** Invite, deactivate and change the role of the rest of the team (manage-staff). */
  'staff.manage': ['admin'],
  /** The delivery of outgoing email, and sending a failed one again. */
  'outbox.manage': ['admin'],
  /**
   * «Exportar todo»: every table and stored file in one ZIP (data-export, data-export-background), and
   * the list of earlier exports. Everything the ministry holds, donors and prayer requests included.
   */
  'data.export': ['admin'],
  /**
   * Event registrations and serving shifts: open them, read who signed up (names, emails, phones), cancel,
   * export and check people in. Every staff role: whoever is at the door on the day checks people in.
   */
  'signups.manage': ['admin', 'editor', 'pastoral'],
  /**
   * «Turnos»: create and change serving shifts (sign-up lists of kind `shift`) and see the gaps of the next
   * eight weeks with who signed up. Every staff role, as sign-ups: whoever leads a team on Sunday fills it.
   */
  'shifts.coordinate': ['admin', 'editor', 'pastoral'],
  /**
   * «Seguimiento»: the follow-up inbox. Each item's kind decides who sees it (FOLLOW_UP_CAPABILITY in
   * core/followUps/followUpKinds.ts); every staff role follows up some kind.
   */
  'followUps.enter': ['admin', 'editor', 'pastoral'],
  /** Follow up planned visits: the pastoral team welcomes guests. */
  'visits.follow': ['admin', 'pastoral'],
  /** Read the audit log of every staff change, filter it and export it (/admin/auditoria). */
  'audit.view': ['admin'],
  /**
   * Guests' planned visits (/visitanos): who comes to which service, how to reach them. Every staff role,
   * as sign-ups: whoever welcomes people at the door that day needs the list.
   */
  'visits.manage': ['admin', 'editor', 'pastoral'],
  /**
   * Small groups: create and publish them, keep their home addresses and leaders' emails, read who asked to
   * join and accept or decline them (the `groups` server function). Pastoral care of people's homes, not
   * content: admin and pastoral; editors publish the site but never need a member's home address.
   */
  'groups.manage': ['admin', 'pastoral'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** The roles that hold `capability`. */
export const rolesWith = (capability: Capability): readonly StaffRole[] => CAPABILITIES[capability];

/** Whether someone with `role` (null: no staff role) holds `capability`. */
export function can(role: StaffRole | null | undefined, capability: Capability): boolean {
  return role != null && rolesWith(capability).includes(role);
}
