import * as z from 'zod/mini';
import { CONTACT_INTERESTS } from '../contactInterests.ts';
import { formError } from '../visitor/formErrors.ts';
import { consentNeedsPhone, requiredEmail, requiredText, whatsappContactFields } from './visitorFields.ts';

// Both forms write public.contact_inquiries: every field is required, and any blank one gives the same
// toast ('Campos incompletos').
const name = requiredText(200, 'inquiries.incomplete');
const email = requiredEmail('inquiries.incomplete');
const message = requiredText(5000, 'inquiries.incomplete');
const INTERESTS = CONTACT_INTERESTS.map((interest) => interest.value) as [string, ...string[]];

/** The home section 'Conéctate Espiritualmente' (docs/spec.md §5): an interest type chosen, no subject. */
export const homeInquirySchema = z.pipe(
  z
    .object({
      name,
      email,
      message,
      interest_type: z.enum(INTERESTS, formError('inquiries.incomplete')),
      ...whatsappContactFields,
    })
    .check(consentNeedsPhone),
  z.transform((row) => ({ ...row, subject: null })),
);

/** The /contact page form: a subject instead of an interest type (docs/design.md §4: it is stored too). */
export const contactPageInquirySchema = z.pipe(
  z
    .object({
      name,
      email,
      subject: requiredText(300, 'inquiries.incomplete'),
      message,
      ...whatsappContactFields,
    })
    .check(consentNeedsPhone),
  z.transform((row) => ({ ...row, interest_type: null })),
);

export type InquiryRow = z.output<typeof homeInquirySchema> | z.output<typeof contactPageInquirySchema>;
