import { toCsv } from '#core/csv.ts';
import type { Tables } from '#core/database.types.ts';
import { formatClock } from '#core/formatTime.ts';
import type { RegistrationQuestion } from '#core/signups/registrationSettings.ts';
import { adminMessages } from '../../lib/messages.ts';

const copy = adminMessages.signups;

export type SignupRow = Pick<
  Tables<'signups'>,
  | 'id'
  | 'arrival'
  | 'status'
  | 'name'
  | 'email'
  | 'phone'
  | 'whatsapp_consent'
  | 'answers'
  | 'attended_at'
  | 'created_at'
  | 'cancelled_at'
  | 'promoted_at'
>;

export type SignupStatus = 'confirmed' | 'waitlisted' | 'cancelled';

/** A date's people in arrival order, split as staff read them; waitlisted ones with their position. */
export function rosterOf(rows: readonly SignupRow[]) {
  const byArrival = [...rows].sort((a, b) => a.arrival - b.arrival);
  return {
    confirmed: byArrival.filter((row) => row.status === 'confirmed'),
    waitlist: byArrival
      .filter((row) => row.status === 'waitlisted')
      .map((row, index) => ({ ...row, position: index + 1 })),
    cancelled: byArrival.filter((row) => row.status === 'cancelled'),
  };
}

export const statusLabel = (status: string): string => copy.roster.statuses[status as SignupStatus] ?? status;

/** "Talla: M" for each question the person answered, in the order the form asks them. */
export function answerLines(
  questions: readonly RegistrationQuestion[],
  answers: SignupRow['answers'],
): { label: string; value: string }[] {
  const given = answers && typeof answers === 'object' && !Array.isArray(answers) ? answers : {};
  return questions.flatMap((question) => {
    const value = given[question.id];
    return value === undefined || value === null || value === ''
      ? []
      : [{ label: question.label, value: String(value) }];
  });
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** "12/01/2030, 09:30" in the event's zone: the CSV and the lists read in the ministry's time. */
export function shortDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone,
    });
    formatters.set(timeZone, format);
  }
  const moment = new Date(iso);
  return `${format.format(moment)}, ${formatClock(moment, timeZone)}`;
}

/**
 * The date's list as a spreadsheet: everyone in arrival order (confirmed, waiting and cancelled), one
 * column per question under its text. core/csv.ts quotes what needs it and defuses formulas.
 */
export function rosterCsv(
  rows: readonly SignupRow[],
  questions: readonly RegistrationQuestion[],
  timeZone: string,
): string {
  const { csv } = copy;
  const header = [
    csv.position,
    csv.name,
    csv.status,
    csv.waitlistPosition,
    csv.email,
    csv.phone,
    csv.whatsappConsent,
    ...questions.map((question) => question.label),
    csv.attended,
    csv.signedUp,
    csv.cancelledAt,
  ];
  const { confirmed, waitlist, cancelled } = rosterOf(rows);
  const positions = new Map(waitlist.map((row) => [row.id, row.position]));
  const ordered = [...confirmed, ...waitlist, ...cancelled].sort((a, b) => a.arrival - b.arrival);
  const body = ordered.map((row, index) => {
    const given = answerLines(questions, row.answers);
    return [
      index + 1,
      row.name,
      statusLabel(row.status),
      positions.get(row.id) ?? '',
      row.email ?? '',
      row.phone ?? '',
      row.phone ? (row.whatsapp_consent ? adminMessages.common.yes : adminMessages.common.no) : '',
      ...questions.map((question) => given.find((line) => line.label === question.label)?.value ?? ''),
      shortDateTime(row.attended_at, timeZone),
      shortDateTime(row.created_at, timeZone),
      shortDateTime(row.cancelled_at, timeZone),
    ];
  });
  return toCsv(header, body);
}

/** "retiro-2030-01-12.csv": the event's address and the date, so several downloads never collide. */
export const rosterFileName = (slug: string, day: string): string => `inscripciones-${slug}-${day}.csv`;

/** Check-in: the confirmed people whose name holds what was typed (accents and case aside), by name. */
export function checkInList(rows: readonly SignupRow[], search: string): SignupRow[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const wanted = fold(search);
  return rows
    .filter((row) => row.status === 'confirmed' && fold(row.name).includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
