/**
 * The staff roles, as public.users.role's check constraint and private.has_role's callers spell them
 * (supabase/migrations/20250605120100_create_users.sql): the SQL is the source of truth and
 * tests/integration/coreMatchesTheSchema.test.ts fails when this list and the database disagree.
 */
export const STAFF_ROLES = ['admin', 'editor', 'pastoral'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role a users row carries, or null for anything else (no role, or a value this code does not know). */
export function asStaffRole(value: string | null | undefined): StaffRole | null {
  return (STAFF_ROLES as readonly unknown[]).includes(value) ? (value as StaffRole) : null;
}
