import { z } from 'zod';
import { GROUP_KINDS } from './groupSchedule.ts';

/**
 * A published group as the site builds it (/grupos, /grupos/[slug]): the row visitors may read, with its
 * places from public.published_groups() (counts only). Nothing here says where the group meets: the address
 * lives in group_addresses, which the anon key can never read.
 */
export const publicGroupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(GROUP_KINDS as [string, ...string[]]),
  description: z.string(),
  day_of_week: z.number().int().min(1).max(7),
  meets_at: z.string(),
  zone: z.string(),
  leader_first_name: z.string(),
  capacity: z.number().int(),
  members: z.number().int(),
  is_full: z.boolean(),
});

export type PublicGroup = z.infer<typeof publicGroupSchema>;
