import { z } from 'zod';
import type { Database } from '#core/database.types.ts';
import { shiftMessages } from '../../lib/messages/shiftMessages.ts';

const invalid = shiftMessages.invalid;

export type ShiftListRow = Database['public']['Tables']['signup_lists']['Row'];

/** The editor's fields as the inputs hold them; a shift repeats every week on one day. */
export interface ShiftFormValues {
  title: string;
  description: string;
  /** ISO day: 1 Monday … 7 Sunday. */
  day: string;
  /** Wall clock "HH:MM" in `time_zone`. */
  starts: string;
  ends: string;
  capacity: string;
  /** '' no limit, '0' no waiting list. */
  waitlist_limit: string;
  closes_hours: string;
  time_zone: string;
  is_open: boolean;
}

const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/**
 * A week whose Monday is 2025-01-06: a shift's first date is its day in that week. The rule repeats it
 * every week after, and the engine keeps each date's sign-ups by its start instant.
 */
const ANCHOR_DAY = (day: number) => `2025-01-${String(5 + day).padStart(2, '0')}`;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export function emptyShift(timeZone: string): ShiftFormValues {
  return {
    title: '',
    description: '',
    day: '7',
    starts: '09:30',
    ends: '12:00',
    capacity: '4',
    waitlist_limit: '0',
    closes_hours: '12',
    time_zone: timeZone,
    is_open: true,
  };
}

/** The weekday of a stored shift: its rule's BYDAY, else its first date's. */
function dayOf(row: Pick<ShiftListRow, 'recurrence_rule' | 'starts_at'>): number {
  const byDay = /BYDAY=([A-Z]{2})/.exec(row.recurrence_rule ?? '')?.[1];
  const index = BYDAY.indexOf(byDay as (typeof BYDAY)[number]);
  if (index >= 0) return index + 1;
  const date = new Date(`${(row.starts_at ?? '2025-01-12').slice(0, 10)}T12:00:00Z`);
  return ((date.getUTCDay() + 6) % 7) + 1;
}

export function shiftFormValues(row: ShiftListRow): ShiftFormValues {
  return {
    title: row.title ?? '',
    description: row.description,
    day: String(dayOf(row)),
    starts: (row.starts_at ?? '').slice(11, 16),
    ends: (row.ends_at ?? '').slice(11, 16),
    capacity: String(row.capacity),
    waitlist_limit: row.waitlist_limit === null ? '' : String(row.waitlist_limit),
    closes_hours: String(Math.round(row.closes_minutes_before / 60)),
    time_zone: row.time_zone ?? 'UTC',
    is_open: row.is_open,
  };
}

const wholeNumber = (message: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(0, message).max(max, message));

const shiftFormSchema = z
  .object({
    title: z.string().trim().min(1, invalid.title).max(120, invalid.title),
    description: z.string().trim().max(2000, invalid.description),
    day: z.coerce.number().int().min(1).max(7),
    starts: z.string().regex(TIME, invalid.time),
    ends: z.string().regex(TIME, invalid.time),
    capacity: wholeNumber(invalid.capacity, 10000).pipe(z.number().min(1, invalid.capacity)),
    waitlist_limit: z
      .string()
      .trim()
      .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) <= 10000), invalid.waitlist)
      .transform((text) => (text === '' ? null : Number(text))),
    closes_hours: wholeNumber(invalid.closes, 720),
    time_zone: z.string().min(1),
    is_open: z.boolean(),
  })
  // Only once both are times: a malformed start is its own refusal, not the end's.
  .refine((form) => !TIME.test(form.starts) || !TIME.test(form.ends) || form.ends > form.starts, {
    path: ['ends'],
    message: invalid.ends,
  });

export type ShiftListFields = Pick<
  ShiftListRow,
  | 'title'
  | 'description'
  | 'starts_at'
  | 'ends_at'
  | 'time_zone'
  | 'recurrence_rule'
  | 'capacity'
  | 'waitlist_limit'
  | 'closes_minutes_before'
  | 'is_open'
>;

export type CheckedShift =
  | { ok: true; fields: ShiftListFields }
  | { ok: false; errors: Partial<Record<keyof ShiftFormValues, string>> };

/** The signup_lists columns of a weekly shift, or each field's refusal (the table's checks, in Spanish). */
export function checkShiftForm(values: ShiftFormValues): CheckedShift {
  const parsed = shiftFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<keyof ShiftFormValues, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ShiftFormValues] ??= issue.message;
    return { ok: false, errors };
  }
  const form = parsed.data;
  const day = ANCHOR_DAY(form.day);
  return {
    ok: true,
    fields: {
      title: form.title,
      description: form.description,
      starts_at: `${day}T${form.starts}:00`,
      ends_at: `${day}T${form.ends}:00`,
      time_zone: form.time_zone,
      recurrence_rule: `FREQ=WEEKLY;BYDAY=${BYDAY[form.day - 1]}`,
      capacity: form.capacity,
      waitlist_limit: form.waitlist_limit,
      closes_minutes_before: form.closes_hours * 60,
      is_open: form.is_open,
    },
  };
}
