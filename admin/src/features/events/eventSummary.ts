import { formatEventDay, formatEventTime } from '#core/events/eventDates.ts';
import { nextOccurrences } from '#core/events/recurrence.ts';
import { adminMessages } from '../../lib/messages.ts';
import { repeatWords, sentence } from './recurrenceForm.ts';

interface TimedRow {
  starts_at: string;
  ends_at: string;
  time_zone: string;
  recurrence_rule: string | null;
  recurrence_exceptions: string[];
}

/** A list row's "Cada tercer miércoles" (or "Una sola vez") and its next date, or "Sin fechas próximas". */
export function eventSummary(row: TimedRow, now = new Date()): { repeats: string; next: string } {
  const [next] = nextOccurrences(
    {
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      timeZone: row.time_zone,
      recurrenceRule: row.recurrence_rule,
      exceptions: row.recurrence_exceptions,
    },
    now,
    1,
  );
  return {
    repeats: repeatWords(row.recurrence_rule, row.starts_at, row.time_zone),
    next: next
      ? `${sentence(formatEventDay(next.start))}, ${formatEventTime(next.start)}`
      : adminMessages.resources.events.fields.noNextDate,
  };
}
