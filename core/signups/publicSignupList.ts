import { z } from 'zod';

/**
 * An open sign-up list as visitors read it with the anon key (RLS: open lists of published events, and
 * serving shifts), validated when the site builds: the event page draws its form from it. The counts are
 * not here: the page reads them at view time (signupAvailability.ts), so a sign-up needs no rebuild.
 */
export const publicSignupQuestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['text', 'choice', 'number']),
  required: z.boolean().optional(),
  options: z.array(z.string()).optional(),
});

export const publicSignupListSchema = z.object({
  id: z.string(),
  kind: z.enum(['event', 'shift']),
  event_id: z.string().nullable(),
  // A serving shift's own title, description and schedule (null on an event's list: the event has them).
  title: z.string().nullable(),
  description: z.string(),
  opening_id: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  time_zone: z.string().nullable(),
  recurrence_rule: z.string().nullable(),
  capacity: z.number().int(),
  waitlist_limit: z.number().int().nullable(),
  closes_minutes_before: z.number().int(),
  questions: z.array(publicSignupQuestionSchema),
  is_open: z.literal(true),
  created_at: z.string(),
});

export type PublicSignupList = z.infer<typeof publicSignupListSchema>;

export const PUBLIC_SIGNUP_LIST_COLUMNS = Object.keys(publicSignupListSchema.shape).join(', ');
