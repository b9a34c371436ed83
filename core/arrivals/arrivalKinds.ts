import type { Capability } from '../access.ts';

/**
 * What a visitor sends that staff must hear of (issue 34 item 2): a contact message, a prayer request, a
 * testimonial awaiting approval, a job application. The arrivals job emails about them and the dashboard
 * counts what still waits; supabase/migrations/20261202192000_tell_staff_what_visitors_sent.sql claims them.
 */
export const ARRIVAL_KINDS = ['inquiry', 'prayer', 'testimonial', 'application'] as const;
export type ArrivalKind = (typeof ARRIVAL_KINDS)[number];

/** Who is told of each kind: the capability that reads it, so an email never points at a closed door. */
export const ARRIVAL_CAPABILITY: Record<ArrivalKind, Capability> = {
  inquiry: 'inquiries.manage',
  prayer: 'prayers.moderate',
  testimonial: 'testimonials.moderate',
  application: 'applications.manage',
};

/** The admin's list where each kind is reviewed (paths under /admin, as admin/src/lib/menu.ts names them). */
export const ARRIVAL_ADMIN_PATH: Record<ArrivalKind, string> = {
  inquiry: '/inquiries',
  prayer: '/prayers',
  testimonial: '/testimonials',
  application: '/applications',
};

/** The kinds someone with these capabilities is told of, in the catalogue's order. */
export function arrivalKindsFor(holds: (capability: Capability) => boolean): ArrivalKind[] {
  return ARRIVAL_KINDS.filter((kind) => holds(ARRIVAL_CAPABILITY[kind]));
}
