import type { ServiceScheduleEntry } from '../siteConfigSchema.ts';

/**
 * schema.org Organization for the home page, with the weekly meetings of the site configuration.
 * A ministry is not a shop: `openingHoursSpecification` belongs to places and businesses and would say
 * "open to customers". Its meetings are recurring events, which schema.org models as `event` entries
 * carrying an `eventSchedule` (a Schedule with byDay, startTime, endTime and a weekly repeatFrequency).
 */

const DAYS: Record<string, string> = {
  lunes: 'Monday',
  martes: 'Tuesday',
  miércoles: 'Wednesday',
  miercoles: 'Wednesday',
  jueves: 'Thursday',
  viernes: 'Friday',
  sábado: 'Saturday',
  sabado: 'Saturday',
  domingo: 'Sunday',
};

/** "Miércoles" → "https://schema.org/Wednesday"; undefined for a day the configuration misspells. */
export function schemaDay(day: string): string | undefined {
  const english = DAYS[day.trim().toLowerCase()];
  return english ? `https://schema.org/${english}` : undefined;
}

/** "7:00 PM" → "19:00"; undefined when it is not a 12-hour clock time. */
export function time24(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])\.?\s*M\.?$/i.exec(value.trim());
  if (!match) return undefined;
  const [, hours, minutes, half] = match;
  const hour = Number(hours);
  if (hour < 1 || hour > 12 || Number(minutes) > 59) return undefined;
  const hour24 = (hour % 12) + (half?.toUpperCase() === 'P' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${minutes}`;
}

/** "7:00 PM - 8:30 PM" → {start: "19:00", end: "20:30"}. */
export function timeRange(value: string): { start?: string; end?: string } {
  const [start = '', end = ''] = value.split(/\s+[-–]\s+/);
  return { start: time24(start), end: time24(end) };
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
  schedule: readonly ServiceScheduleEntry[];
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
    event: input.schedule.map((entry) => {
      const { start, end } = timeRange(entry.time);
      return {
        '@type': 'Event',
        name: entry.name,
        description: `${entry.name}: cada ${entry.day.toLowerCase()}, ${entry.time}.`,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: input.name, address },
        organizer: { '@id': id },
        eventSchedule: {
          '@type': 'Schedule',
          repeatFrequency: 'P1W',
          byDay: schemaDay(entry.day),
          startTime: start,
          endTime: end,
          scheduleTimezone: input.timeZone,
        },
      };
    }),
  };
}
