import type { ContactInterest } from '../contactInterests.ts';
import { CONTACT_INTERESTS } from '../contactInterests.ts';
import { type ToastMessage, visitorMessages } from './visitorMessages.ts';
import { countWords, TESTIMONIAL_MAX_WORDS } from './wordLimit.ts';

/**
 * Validation of every visitor form (spec §5) as pure functions: raw field values in, either the row to
 * insert or the toast to show. Lengths mirror the database checks so an over-long text gets a clear
 * Spanish message here instead of a constraint error from the server.
 */
export type Checked<Row> = { ok: true; row: Row } | { ok: false; toast: ToastMessage };

const text = (value: string | null | undefined) => (value ?? '').trim();
const optional = (value: string | null | undefined) => text(value) || null;
const refuse = <Row>(toast: ToastMessage): Checked<Row> => ({ ok: false, toast });

/** Database limits (supabase/migrations) of the texts visitors type. */
export const LIMITS = {
  name: 200,
  email: 320,
  country: 100,
  subject: 300,
  message: 5000,
  coverLetter: 10000,
};

// The same pattern as the email checks of the visitor tables.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const badEmail = (email: string | null) =>
  email && !EMAIL.test(email) ? visitorMessages.emailInvalid : null;

function tooLong(fields: [label: string, value: string | null, max: number][]): ToastMessage | null {
  const over = fields.find(([, value, max]) => (value?.length ?? 0) > max);
  return over ? visitorMessages.tooLong(over[0], over[2]) : null;
}

export interface TestimonialRow {
  name: string;
  email: string | null;
  country: string;
  testimonial_text: string;
}

export function checkTestimonial(input: { name: string; email: string; country: string; text: string }) {
  const row = {
    name: text(input.name),
    email: optional(input.email),
    country: text(input.country),
    testimonial_text: text(input.text),
  };
  if (!row.name || !row.country || !row.testimonial_text)
    return refuse<TestimonialRow>(visitorMessages.testimonialRequired);
  if (countWords(row.testimonial_text) > TESTIMONIAL_MAX_WORDS)
    return refuse<TestimonialRow>(visitorMessages.wordLimit);
  const long =
    badEmail(row.email) ??
    tooLong([
      ['El nombre', row.name, LIMITS.name],
      ['El correo electrónico', row.email, LIMITS.email],
      ['El país', row.country, LIMITS.country],
      ['El testimonio', row.testimonial_text, LIMITS.message],
    ]);
  return long ? refuse<TestimonialRow>(long) : ({ ok: true, row } as const);
}

export interface InquiryRow {
  name: string;
  email: string;
  message: string;
  interest_type: ContactInterest | null;
  subject: string | null;
}

const isInterest = (value: string): value is ContactInterest =>
  CONTACT_INTERESTS.some((item) => item.value === value);

/** Home form (interest type required) and contact page (subject required): both feed contact_inquiries. */
export function checkInquiry(
  input: { name: string; email: string; message: string; interest?: string | null; subject?: string | null },
  form: 'home' | 'page',
): Checked<InquiryRow> {
  const interest = text(input.interest);
  const row: InquiryRow = {
    name: text(input.name),
    email: text(input.email),
    message: text(input.message),
    interest_type: isInterest(interest) ? interest : null,
    subject: form === 'page' ? text(input.subject) : null,
  };
  const missing =
    !row.name || !row.email || !row.message || (form === 'home' ? !row.interest_type : !row.subject);
  if (missing) return refuse(visitorMessages.inquiryIncomplete);
  const long =
    badEmail(row.email) ??
    tooLong([
      ['El nombre', row.name, LIMITS.name],
      ['El correo electrónico', row.email, LIMITS.email],
      ['El asunto', row.subject, LIMITS.subject],
      ['El mensaje', row.message, LIMITS.message],
    ]);
  return long ? refuse(long) : { ok: true, row };
}

export interface SubscriberRow {
  email: string;
  name: string | null;
  country: string;
  wants_reflections: boolean;
  subscribed_via: string;
  is_active: true;
}

export function checkSubscriber(input: {
  email: string;
  name: string;
  country: string;
  wantsReflections: boolean;
  via: string;
}): Checked<SubscriberRow> {
  const row: SubscriberRow = {
    email: text(input.email),
    name: optional(input.name),
    country: text(input.country),
    wants_reflections: input.wantsReflections,
    subscribed_via: text(input.via) || 'Unknown',
    is_active: true,
  };
  if (!row.email) return refuse(visitorMessages.emailRequired);
  if (!row.country) return refuse(visitorMessages.countryRequired);
  const long =
    badEmail(row.email) ??
    tooLong([
      ['El correo electrónico', row.email, LIMITS.email],
      ['El nombre', row.name, LIMITS.name],
      ['El país', row.country, LIMITS.country],
    ]);
  return long ? refuse(long) : { ok: true, row };
}

export interface PrayerRow {
  name: string;
  email: string | null;
  request_text: string;
  is_public: false;
  is_prayed_for: false;
}

export function checkPrayer(input: { name: string; email: string; request: string }): Checked<PrayerRow> {
  const row: PrayerRow = {
    name: text(input.name),
    email: optional(input.email),
    request_text: text(input.request),
    is_public: false,
    is_prayed_for: false,
  };
  if (!row.request_text) return refuse(visitorMessages.prayerTextRequired);
  if (!row.name) return refuse(visitorMessages.prayerNameRequired);
  const long =
    badEmail(row.email) ??
    tooLong([
      ['El nombre', row.name, LIMITS.name],
      ['El correo electrónico', row.email, LIMITS.email],
      ['La petición', row.request_text, LIMITS.message],
    ]);
  return long ? refuse(long) : { ok: true, row };
}

export interface ApplicationFields {
  name: string;
  email: string;
  city_country: string | null;
  position_interest: string;
  cover_letter_text: string | null;
}

/** The CV itself is checked by uploadChecks; here only its presence. */
export function checkApplication(
  input: { name: string; email: string; cityCountry: string; position: string; coverLetter: string },
  hasCv: boolean,
): Checked<ApplicationFields> {
  const row: ApplicationFields = {
    name: text(input.name),
    email: text(input.email),
    city_country: optional(input.cityCountry),
    position_interest: text(input.position),
    cover_letter_text: optional(input.coverLetter),
  };
  if (!row.name || !row.email || !row.position_interest) return refuse(visitorMessages.jobRequired);
  if (!hasCv) return refuse(visitorMessages.cvRequired);
  const long =
    badEmail(row.email) ??
    tooLong([
      ['El nombre', row.name, LIMITS.name],
      ['El correo electrónico', row.email, LIMITS.email],
      ['La ciudad y el país', row.city_country, LIMITS.name],
      ['La carta de presentación', row.cover_letter_text, LIMITS.coverLetter],
    ]);
  return long ? refuse(long) : { ok: true, row };
}
