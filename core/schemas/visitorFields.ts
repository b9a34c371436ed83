import './zodWithoutEval.ts';
import * as z from 'zod/mini';
import { type FormErrorKey, formError } from '../visitor/formErrors.ts';

/**
 * The field rules the visitor forms share. Visitor schemas use zod/mini (tree-shakable: the dialogs
 * load on first interaction and carry only the checks they use) and speak the tables' column names, so
 * a schema's output is the row to insert. Each issue's message is the key of its toast in the catalog
 * (core/visitor/formErrors.ts); checkVisitorForm turns the issue to report back into the toast: missing
 * fields first, then broken rules, then lengths, each in field order, so each schema lists its fields in
 * the order the spec asks for them.
 */

/** The visitor tables' email check (supabase/migrations): name@domain.tld, no spaces. */
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** No longer than the column allows; the toast names the field by its column. */
const tooLong = (max: number) => z.maxLength(max, formError('forms.tooLong'));

/** Trimmed text that may not be blank (`missing` otherwise) nor longer than the column allows. */
export function requiredText(max: number, missing: FormErrorKey) {
  return z.string().check(z.trim(), z.minLength(1, formError(missing)), tooLong(max));
}

/** Trimmed text, stored null when blank. */
export function optionalText(max: number) {
  return z.pipe(
    z.string().check(z.trim(), tooLong(max)),
    z.transform((text: string) => text || null),
  );
}

const EMAIL_MAX = 320;
const validEmail = z.refine<string>(
  (text) => text === '' || EMAIL.test(text),
  formError('forms.emailInvalid'),
);

/** A required email: `missing` when blank, then the database's pattern, then its length. */
export function requiredEmail(missing: FormErrorKey) {
  return z.string().check(z.trim(), z.minLength(1, formError(missing)), validEmail, tooLong(EMAIL_MAX));
}

/** An optional email, stored null when blank. */
export const optionalEmail = z.pipe(
  z.string().check(z.trim(), validEmail, tooLong(EMAIL_MAX)),
  z.transform((text: string) => text || null),
);

/** The visitor tables' phone check (supabase/migrations/20261202120000_whatsapp_contact.sql): E.164. */
export const E164 = /^\+[1-9][0-9]{7,14}$/;

/** "+52 (55) 1234-5678" → "+525512345678": the spaces, dots, dashes and brackets people type dropped. */
export const compactPhone = (text: string) => text.replace(/[\s().-]/g, '');

/**
 * The optional phone and WhatsApp consent of the contact, prayer and application forms (issue 31). Both
 * optional in the input, so a form without them sends the row it always did; a phone is stored compact.
 */
export const whatsappContactFields = {
  phone: z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((text) => text === '' || E164.test(compactPhone(text)), formError('forms.phoneInvalid')),
      ),
      z.transform((text: string) => compactPhone(text) || null),
    ),
  ),
  whatsapp_consent: z.optional(z.boolean()),
};

/** Consent to a WhatsApp reply needs a number to reply to (the tables' *_consent_needs_a_phone check). */
export const consentNeedsPhone = z.refine<{ phone?: string | null; whatsapp_consent?: boolean }>(
  (row) => !row.whatsapp_consent || Boolean(row.phone),
  { error: formError('forms.consentNeedsPhone'), path: ['phone'] },
);
