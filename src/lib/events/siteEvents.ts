import { type CalendarEntry, nextOfEachEvent, upcomingEntries } from '#core/events/calendar.ts';
import { eventTiming, type PublicEvent } from '#core/events/publicEvent.ts';
import { allEvents, BUILT_AT } from '../siteContent.ts';

/**
 * The dates of the published events (siteContent.ts). The build's one instant (the site areas' too, so
 * events, services and the banner agree) decides what is still ahead; the site is rebuilt at least daily,
 * so past dates go.
 */
export const BUILD_TIME = BUILT_AT;
/** /eventos shows the next 90 days. */
export const CALENDAR_DAYS = 90;
/** Dates listed on an event page ("Próximas fechas"), and by the admin's recurrence picker. */
export const NEXT_DATES = 5;

export type EventEntry = CalendarEntry<PublicEvent>;

/** Every occurrence of the next 90 days, recurring events expanded, earliest first. */
export function calendarEntries(days = CALENDAR_DAYS): EventEntry[] {
  return upcomingEntries(allEvents(), eventTiming, BUILD_TIME, days);
}

/** The home page's next three: the next occurrence of three different events. */
export function nextEvents(count = 3): EventEntry[] {
  return nextOfEachEvent(calendarEntries(), count);
}
