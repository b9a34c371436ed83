import { z } from 'zod';
import type { Database } from '#core/database.types.ts';
import { GROUP_KINDS } from '#core/groups/groupSchedule.ts';
import { groupMessages } from '../../lib/messages/groupMessages.ts';

const invalid = groupMessages.invalid;

export type GroupRow = Database['public']['Tables']['groups']['Row'];
export type GroupAddressRow = Database['public']['Tables']['group_addresses']['Row'];

/** The editor's fields, all text as the inputs hold them. */
export interface GroupFormValues {
  name: string;
  slug: string;
  kind: string;
  description: string;
  day_of_week: string;
  meets_at: string;
  zone: string;
  leader_first_name: string;
  leader_email: string;
  address: string;
  capacity: string;
  is_published: boolean;
}

/** The same rules as the table's checks (20261202160300_create_groups.sql), with the panel's words. */
const groupFormSchema = z.object({
  name: z.string().trim().min(1, invalid.name).max(120, invalid.name),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, invalid.slug)
    .max(80, invalid.slug),
  kind: z.enum(GROUP_KINDS as [string, ...string[]]),
  description: z.string().max(2000),
  day_of_week: z.coerce.number().int().min(1).max(7),
  meets_at: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/, invalid.time),
  zone: z.string().trim().min(1, invalid.zone).max(120, invalid.zone),
  leader_first_name: z.string().trim().min(1, invalid.leader).max(60, invalid.leader),
  leader_email: z.string().trim().email(invalid.leaderEmail).max(320, invalid.leaderEmail),
  address: z.string().trim().min(1, invalid.address).max(500, invalid.address),
  capacity: z.coerce.number().int(invalid.capacity).min(1, invalid.capacity).max(500, invalid.capacity),
  is_published: z.boolean(),
});

export const emptyGroup: GroupFormValues = {
  name: '',
  slug: '',
  kind: 'general',
  description: '',
  day_of_week: '3',
  meets_at: '19:30',
  zone: '',
  leader_first_name: '',
  leader_email: '',
  address: '',
  capacity: '10',
  is_published: false,
};

/** A stored group and its private details, as the editor shows them. */
export function groupFormValues(group: GroupRow, privateDetails: GroupAddressRow | null): GroupFormValues {
  return {
    name: group.name,
    slug: group.slug,
    kind: group.kind,
    description: group.description,
    day_of_week: String(group.day_of_week),
    meets_at: group.meets_at.slice(0, 5),
    zone: group.zone,
    leader_first_name: group.leader_first_name,
    leader_email: privateDetails?.leader_email ?? '',
    address: privateDetails?.address ?? '',
    capacity: String(group.capacity),
    is_published: group.is_published,
  };
}

export type CheckedGroup =
  | {
      ok: true;
      group: Omit<GroupRow, 'id' | 'created_at' | 'updated_at'>;
      privateDetails: { address: string; leader_email: string };
    }
  | { ok: false; fields: Partial<Record<keyof GroupFormValues, string>> };

/** The rows to save, or each field's refusal. */
export function checkGroupForm(values: GroupFormValues): CheckedGroup {
  const parsed = groupFormSchema.safeParse(values);
  if (!parsed.success) {
    const fields: Partial<Record<keyof GroupFormValues, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof GroupFormValues;
      fields[field] ??= issue.message;
    }
    return { ok: false, fields };
  }
  const { address, leader_email, ...group } = parsed.data;
  return {
    ok: true,
    group: { ...group, day_of_week: group.day_of_week },
    privateDetails: { address, leader_email },
  };
}
