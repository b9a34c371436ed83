import type { Capability } from '../access.ts';

/** What an item of «Seguimiento» follows up (supabase/migrations/20261202160200_create_follow_ups.sql). */
export const FOLLOW_UP_KINDS = ['visit', 'inquiry', 'prayer', 'application', 'signup', 'group'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

export const FOLLOW_UP_STATUSES = ['nuevo', 'en_curso', 'cerrado'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/**
 * Who follows up each kind: the capability that reads its source, so an item never shows what its source
 * hides. private.follow_up_roles says the same in SQL; tests/integration/followUps.test.ts holds the two.
 */
export const FOLLOW_UP_CAPABILITY: Record<FollowUpKind, Capability> = {
  visit: 'visits.follow',
  inquiry: 'inquiries.manage',
  prayer: 'prayers.moderate',
  application: 'applications.manage',
  signup: 'signups.manage',
  /** A «Quiero unirme» to a small group (20261202191000_follow_group_join_requests.sql). */
  group: 'groups.manage',
};

/** The day as `YYYY-MM-DD` in UTC, the calendar due dates are kept in. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Open and due on or before `today`: what the digest lists and the dashboard counts. */
export function isDue(item: { status: string; due_on: string }, today: string): boolean {
  return item.status !== 'cerrado' && item.due_on <= today;
}

/** Open and due before `today`: «Vencidos». */
export function isOverdue(item: { status: string; due_on: string }, today: string): boolean {
  return item.status !== 'cerrado' && item.due_on < today;
}
