import { type CalendarEntry, upcomingEntries } from './calendar.ts';
import { formatEventDay, formatEventTime } from './eventDates.ts';
import type { BroadcastSlot } from './liveNow.ts';
import type { EventTiming } from './recurrence.ts';

export interface Broadcast {
  name: string;
  timing: EventTiming;
}

/**
 * What /en-vivo counts as a service on air in the next `days`: the weekly services of the schedule
 * (core/site/serviceSchedule.ts, exceptions applied) and every event with an online link, one slot per start (an event repeating a configured service at the
 * same time is the same broadcast), earliest first.
 */
export function broadcastSlots(broadcasts: readonly Broadcast[], from: Date, days: number): BroadcastSlot[] {
  const entries: CalendarEntry<Broadcast>[] = upcomingEntries(broadcasts, (item) => item.timing, from, days);
  const seen = new Set<number>();
  return entries.flatMap(({ event, start, end }) => {
    if (seen.has(start.epochMilliseconds)) return [];
    seen.add(start.epochMilliseconds);
    return [
      {
        name: event.name,
        start: start.epochMilliseconds,
        end: end.epochMilliseconds,
        label: `${formatEventDay(start)}, ${formatEventTime(start)}`,
      },
    ];
  });
}
