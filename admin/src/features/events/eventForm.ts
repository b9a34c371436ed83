import { Temporal } from 'temporal-polyfill';
import type { Tables } from '#core/database.types.ts';
import { formatEventDay, formatTimeRange } from '#core/events/eventDates.ts';
import {
  type EventTiming,
  nextOccurrences,
  occurrencesBetween,
  synchronizedStart,
  zonedWallTime,
} from '#core/events/recurrence.ts';
import type { EventInput } from '#core/schemas/event.ts';
import { resourcePublishedAt } from '../../lib/publishedAt.ts';
import { newSlug, type Slugged, savedSlug } from '../../lib/sluggedForm.ts';
import {
  noRecurrence,
  offeredRepeat,
  type RecurrenceForm,
  recurrenceFormFor,
  repeatWords,
  ruleOf,
  sentence,
} from './recurrenceForm.ts';

export type EventRow = Tables<'events'>;

/** The event editor's fields as typed; times are wall-clock `YYYY-MM-DDTHH:MM` in `timeZone`. */
export interface EventForm extends RecurrenceForm, Slugged {
  title: string;
  description: string;
  imageUrl: string;
  locationName: string;
  locationAddress: string;
  onlineUrl: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** Wall-clock starts of cancelled occurrences (EXDATE). */
  exceptions: string[];
  isPublished: boolean;
}

const minutes = (wallTime: string) => wallTime.slice(0, 16);

/** A new event: next week's same weekday at 19:00 for an hour and a half, in the ministry's zone. */
export function emptyEventForm(now: Date, timeZone: string): EventForm {
  const day = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .add({ days: 7 });
  return {
    title: '',
    ...newSlug,
    description: '',
    imageUrl: '',
    locationName: '',
    locationAddress: '',
    onlineUrl: '',
    startsAt: minutes(day.toPlainDateTime({ hour: 19 }).toString()),
    endsAt: minutes(day.toPlainDateTime({ hour: 20, minute: 30 }).toString()),
    timeZone,
    exceptions: [],
    isPublished: false,
    ...noRecurrence,
  };
}

export function formFromEvent(row: EventRow): EventForm {
  return {
    title: row.title,
    ...savedSlug(row.slug),
    description: row.description,
    imageUrl: row.image_url ?? '',
    locationName: row.location_name ?? '',
    locationAddress: row.location_address ?? '',
    onlineUrl: row.online_url ?? '',
    startsAt: minutes(row.starts_at),
    endsAt: minutes(row.ends_at),
    timeZone: row.time_zone,
    exceptions: row.recurrence_exceptions.map(minutes),
    isPublished: row.is_published,
    ...recurrenceFormFor(row.recurrence_rule),
  };
}

const isWallTime = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text);

/** A new start moves the end with it (same length) and keeps the repeat choice the new date still offers. */
export function withStart(form: EventForm, startsAt: string): EventForm {
  if (!isWallTime(startsAt)) return { ...form, startsAt };
  const moved = { ...form, startsAt, repeat: offeredRepeat(form.repeat, startsAt) };
  if (!isWallTime(form.startsAt) || !isWallTime(form.endsAt)) return moved;
  const length = Temporal.PlainDateTime.from(form.startsAt).until(Temporal.PlainDateTime.from(form.endsAt));
  return { ...moved, endsAt: minutes(Temporal.PlainDateTime.from(startsAt).add(length).toString()) };
}

/** The form's timing, or null while a time is incomplete or the end is not after the start. */
export function timingOf(form: EventForm): EventTiming | null {
  if (!isWallTime(form.startsAt) || !isWallTime(form.endsAt) || form.endsAt <= form.startsAt) return null;
  return {
    startsAt: form.startsAt,
    endsAt: form.endsAt,
    timeZone: form.timeZone,
    recurrenceRule: ruleOf(form, form.startsAt),
    exceptions: form.exceptions,
  };
}

export interface DatePreview {
  /** Wall-clock start, the exception this date becomes when cancelled. */
  start: string;
  day: string;
  time: string;
}

/** What the picker shows live: the rule in words ("Cada tercer miércoles") and the next `count` dates. */
export function previewOf(
  form: EventForm,
  now: Date,
  count = 5,
): { words: string; dates: DatePreview[] } | null {
  const timing = timingOf(form);
  if (!timing) return null;
  const dates = nextOccurrences(timing, now, count).map(({ start, end }) => ({
    start: minutes(start.toPlainDateTime().toString()),
    day: sentence(formatEventDay(start)),
    time: formatTimeRange(start, end),
  }));
  return { words: repeatWords(timing.recurrenceRule, timing.startsAt, timing.timeZone), dates };
}

/**
 * The start of the occurrence on a day (`YYYY-MM-DD`, in the event's zone), to cancel a date beyond the
 * five shown; null when the event does not happen that day.
 */
export function occurrenceOn(form: EventForm, date: string): string | null {
  const timing = timingOf(form);
  if (!timing || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = Temporal.PlainDate.from(date);
  const edge = (plain: Temporal.PlainDate) =>
    new Date(plain.toZonedDateTime(timing.timeZone).epochMilliseconds);
  const found = occurrencesBetween({ ...timing, exceptions: [] }, edge(day), edge(day.add({ days: 1 }))).find(
    ({ start }) => start.toPlainDate().equals(day),
  );
  return found ? minutes(found.start.toPlainDateTime().toString()) : null;
}

/** "Miércoles, 18 de marzo de 2026, 19:00" for a cancelled date. */
export function exceptionLabel(wallTime: string, timeZone: string): string {
  const start = zonedWallTime(wallTime, timeZone);
  return `${sentence(formatEventDay(start))}, ${minutes(start.toPlainDateTime().toString()).slice(11)}`;
}

/**
 * The row to save. A rule's first date is the first the rule produces, so the start moves there (with
 * the end) before saving: calendar apps disagree on a DTSTART the rule would not produce (RFC 5545).
 */
export function eventInput(form: EventForm, previousPublishedAt: string | null, now: Date) {
  const rule = isWallTime(form.startsAt) ? ruleOf(form, form.startsAt) : null;
  let { startsAt, endsAt } = form;
  const timing = timingOf(form);
  const first = timing && synchronizedStart(timing);
  if (timing && first && minutes(first) !== startsAt)
    ({ startsAt, endsAt } = withStart(form, minutes(first)));
  const input: EventInput = {
    title: form.title,
    slug: form.slug,
    description: form.description,
    image_url: form.imageUrl,
    location_name: form.locationName,
    location_address: form.locationAddress,
    online_url: form.onlineUrl,
    starts_at: startsAt,
    ends_at: endsAt,
    time_zone: form.timeZone,
    recurrence_rule: rule ?? '',
    recurrence_exceptions: rule ? form.exceptions : [],
    is_published: form.isPublished,
  };
  return { input, published_at: resourcePublishedAt(form.isPublished, previousPublishedAt, now) };
}
