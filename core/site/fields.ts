import '../schemas/zodWithoutEval.ts';
import { z } from 'zod';
import { fieldMessages as m } from './fieldMessages.ts';

/**
 * Field builders shared by every site-content area: each carries its Spanish message, so the admin's form,
 * the server function and the build refuse the same value with the same words.
 */

/** A text staff must fill in, trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string(m.required).trim().min(1, m.required).max(max, m.tooLong(max));

/** A text that may stay empty. */
export const optionalText = (max: number) => z.string().trim().max(max, m.tooLong(max)).default('');

export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** An absolute http(s) link; javascript:, data: and relative links are refused. */
export const httpLink = z
  .string(m.required)
  .trim()
  .min(1, m.required)
  .max(2048, m.tooLong(2048))
  .refine(isHttpUrl, m.link);

/** An http(s) link or nothing (a button that is not configured is hidden). */
export const optionalLink = z.union([z.literal(''), httpLink]).default('');

/** A link inside the site (/contact, /eventos#proximos) or an absolute http(s) one. */
export const siteOrHttpLink = z
  .string(m.required)
  .trim()
  .min(1, m.required)
  .max(2048, m.tooLong(2048))
  .refine((value) => /^\/(?!\/)\S*$/.test(value) || isHttpUrl(value), m.link);

/**
 * A phone number in international format: + and the country code, then 8 to 15 digits in all (E.164),
 * spaces, dots, dashes and parentheses allowed for reading.
 */
export function isInternationalPhone(value: string): boolean {
  if (!/^\+[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 && digits[0] !== '0';
}

export const internationalPhone = z
  .string(m.required)
  .trim()
  .min(1, m.required)
  .max(30, m.phone)
  .refine(isInternationalPhone, m.phone);

export const optionalInternationalPhone = z.union([z.literal(''), internationalPhone]).default('');

/** The digits of an international number with its +, for tel: and wa.me links. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** A clock time on the 24-hour clock, as the site shows it everywhere (19:00). */
export const clockTime = z.string(m.time).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time);

/** A calendar day, YYYY-MM-DD. */
export const calendarDate = z
  .string(m.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.date)
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year!, month! - 1, day!));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  }, m.date);

/** A wall-clock moment in the ministry's zone, YYYY-MM-DDTHH:MM (as a datetime-local input gives it). */
export const localDateTime = z
  .string(m.dateTime)
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, m.dateTime);

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('es', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

export const timeZone = z.string(m.timeZone).trim().refine(isTimeZone, m.timeZone);

/** Where an image comes from: a file of the site (public/) or an upload (a Storage public URL). */
export const imageSource = z
  .string(m.required)
  .trim()
  .min(1, m.required)
  .max(2048, m.tooLong(2048))
  .refine((value) => /^\/(?!\/)[^\s]*$/.test(value) || isHttpUrl(value), m.imageSource);

export const image = z.object({
  src: imageSource,
  alt: requiredText(300),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A list of at least `min` and at most `max` items. */
export const listOf = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z.array(item).min(min, m.tooFew(min)).max(max, m.tooMany(max));

/** Stripe's secret and restricted keys (sk_…, rk_…) and webhook secrets: never in site content. */
export const looksLikeSecret = (value: string) => /\b(sk|rk)_(test|live)_|\bwhsec_/.test(value);
