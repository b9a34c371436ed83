import { WEEKDAYS } from '../site/schedule.ts';

/**
 * schema.org Organization for the home page, with the weekly meetings of the schedule (core/site/).
 * A ministry is not a shop: `openingHoursSpecification` belongs to places and businesses and would say
 * "open to customers". Its meetings are recurring events, which schema.org models as `event` entries
 * carrying an `eventSchedule` (a Schedule with byDay, startTime, endTime, a weekly repeatFrequency and
 * the days it does not meet as exceptDate).
 */

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 3 (Wednesday, as the schedule counts from Sunday) → "https://schema.org/Wednesday". */
export const schemaDay = (weekday: number) => `https://schema.org/${SCHEMA_DAYS[weekday]}`;

/** A weekly meeting: wall-clock times (19:00) in the input's time zone. */
export interface WeeklyMeeting {
  name: string;
  weekday: number;
  start: string;
  end: string;
  /** Days it does not meet at its usual time (cancelled or changed), YYYY-MM-DD. */
  exceptDates: readonly string[];
}

export interface OrganizationJsonLdInput {
  name: string;
  url: string;
  logoUrl: string;
  description: string;
  email: string;
  telephone: string;
  address: readonly string[];
  sameAs: readonly string[];
  schedule: readonly WeeklyMeeting[];
  timeZone: string;
}

export function organizationJsonLd(input: OrganizationJsonLdInput): Record<string, unknown> {
  const id = `${input.url}#organizacion`;
  const address = { '@type': 'PostalAddress', streetAddress: input.address.join(', ') };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': id,
    name: input.name,
    url: input.url,
    logo: input.logoUrl,
    description: input.description,
    email: input.email,
    telephone: input.telephone,
    address,
    sameAs: [...input.sameAs],
    event: input.schedule.map((meeting) => {
      const day = WEEKDAYS[meeting.weekday]!.toLowerCase();
      return {
        '@type': 'Event',
        name: meeting.name,
        description: `${meeting.name}: cada ${day}, de ${meeting.start} a ${meeting.end}.`,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: input.name, address },
        organizer: { '@id': id },
        eventSchedule: {
          '@type': 'Schedule',
          repeatFrequency: 'P1W',
          byDay: schemaDay(meeting.weekday),
          startTime: meeting.start,
          endTime: meeting.end,
          scheduleTimezone: input.timeZone,
          ...(meeting.exceptDates.length > 0 ? { exceptDate: [...meeting.exceptDates] } : {}),
        },
      };
    }),
  };
}
