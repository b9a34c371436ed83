import ICAL from 'ical.js';

/**
 * Reads an iCalendar file with ical.js, a real RFC 5545 parser independent of ours, and expands each
 * event with ical.js's own recurrence engine and the VTIMEZONEs the file carries (nothing else: the
 * zones are registered from the file, so a wrong offset in our VTIMEZONE shows up as a wrong instant).
 */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  /** Start instants (epoch ms) of the first occurrences, exceptions removed. */
  starts(limit: number): number[];
  /** Length of each occurrence in ms (DTEND − DTSTART). */
  lengthMs: number;
}

export function readIcalendar(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location ?? null,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      lengthMs: event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime(),
      starts(limit: number) {
        const iterator = event.iterator();
        const found: number[] = [];
        for (let next = iterator.next(); next && found.length < limit; next = iterator.next()) {
          found.push(next.toJSDate().getTime());
        }
        return found;
      },
    };
  });
  return { calendar, events };
}
