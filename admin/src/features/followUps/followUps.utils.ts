import type { FollowUpKind } from '#core/followUps/followUpKinds.ts';
import { formatDateAndClock } from '#core/formatTime.ts';
import type { ReferenceKind } from '#core/messages/whatsappMessages.ts';
import { staffReplyHref } from '#core/whatsapp/staffReply.ts';

/** The list's filters: «Míos», «Vencidos», a kind, a status (`open`: anything not closed). */
export interface FollowUpFilters {
  mine: boolean;
  overdue: boolean;
  kind: FollowUpKind | '';
  status: 'open' | 'nuevo' | 'en_curso' | 'cerrado' | '';
}

export const DEFAULT_FILTERS: FollowUpFilters = { mine: false, overdue: false, kind: '', status: 'open' };

/** The tables the sources live in. */
export const SOURCE_TABLES = {
  inquiry: 'contact_inquiries',
  prayer: 'prayer_requests',
  application: 'job_applications',
  signup: 'signups',
  group: 'group_join_requests',
  visit: 'planned_visits',
} as const satisfies Partial<Record<FollowUpKind, string>>;

const REFERENCE_KINDS: Partial<Record<FollowUpKind, ReferenceKind>> = {
  inquiry: 'inquiry',
  prayer: 'prayer',
  application: 'application',
  visit: 'visit',
};

/** A planned visit (/visitanos) as its item shows it: when and where, who comes, and whether it stands. */
export interface VisitSource {
  startsAt: string;
  timeZone: string;
  serviceName: string;
  place: string;
  partySize: number;
  children: boolean;
  cancelledAt: string | null;
}

/** What the detail shows of the source: who, how to reach them, and what they wrote. */
export interface SourceView {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  whatsappConsent: boolean;
  createdAt: string | null;
  lines: string[];
  /** Where the panel decides the source itself (a join request: its group, to accept or decline). */
  decidePath?: string;
  /** Only for a planned visit. */
  visit?: VisitSource;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function sourceView(kind: FollowUpKind, row: Record<string, unknown>): SourceView {
  const lines = {
    inquiry: [row.subject, row.message],
    prayer: [row.request_text],
    application: [row.position_interest, row.city_country, row.cover_letter_text],
    signup: [],
    group: [row.message],
    visit: [],
  }[kind]
    .map(text)
    .filter((line): line is string => line !== null);
  return {
    id: String(row.id),
    name: text(row.name) ?? '',
    email: text(row.email),
    phone: text(row.phone),
    whatsappConsent: row.whatsapp_consent === true,
    createdAt: text(row.created_at),
    lines,
    ...(kind === 'group' && text(row.group_id) ? { decidePath: `/grupos/${String(row.group_id)}` } : {}),
    ...(kind === 'visit'
      ? {
          visit: {
            startsAt: String(row.starts_at),
            timeZone: text(row.time_zone) ?? 'UTC',
            serviceName: text(row.service_name) ?? '',
            place: text(row.place) ?? '',
            partySize: Number(row.party_size),
            children: row.children === true,
            cancelledAt:
              row.status === 'cancelled' ? (text(row.cancelled_at) ?? String(row.updated_at)) : null,
          },
        }
      : {}),
  };
}

/** «domingo, 6 de diciembre de 2026, 10:00» in the ministry's zone, wherever the staff member is. */
export const visitDay = (visit: Pick<VisitSource, 'startsAt' | 'timeZone'>) =>
  formatDateAndClock(new Date(visit.startsAt), { dateStyle: 'full', timeZone: visit.timeZone });

/** One-tap replies: email, WhatsApp (only with the person's consent), phone. */
export function replyLinks(kind: FollowUpKind, source: SourceView) {
  const reference = REFERENCE_KINDS[kind];
  return {
    email: source.email ? `mailto:${source.email}` : undefined,
    whatsapp:
      reference &&
      staffReplyHref(reference, {
        id: source.id,
        name: source.name,
        phone: source.phone,
        whatsapp_consent: source.whatsappConsent,
      }),
    call: source.phone ? `tel:${source.phone}` : undefined,
  };
}
