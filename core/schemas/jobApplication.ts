import * as z from 'zod/mini';
import { visitorMessages } from '../messages/visitorMessages.ts';
import { type Checked, checkVisitorForm } from '../visitor/checkVisitorForm.ts';
import {
  consentNeedsPhone,
  optionalText,
  requiredEmail,
  requiredText,
  whatsappContactFields,
} from './visitorFields.ts';

/**
 * The application form of /careers (docs/spec.md §5): name, email and position required, city/country and
 * cover letter optional. The CV is checked apart (visitorFiles.ts), after these fields; the row for
 * public.job_applications gets its path and status 'Recibido' when sent.
 */
export const jobApplicationSchema = z
  .object({
    name: requiredText(200, 'applications.required'),
    email: requiredEmail('applications.required'),
    position_interest: requiredText(200, 'applications.required'),
    city_country: optionalText(200),
    ...whatsappContactFields,
    cover_letter_text: optionalText(10000),
  })
  .check(consentNeedsPhone);

export type ApplicationFields = z.output<typeof jobApplicationSchema>;

/** The fields first, then whether a CV was attached (docs/spec.md §5: 'CV Requerido'). */
export function checkApplication(input: unknown, hasCv: boolean): Checked<ApplicationFields> {
  const checked = checkVisitorForm(jobApplicationSchema, input);
  const { cvRequired } = visitorMessages.resources.applications.errors;
  return checked.ok && !hasCv
    ? { ok: false, toast: cvRequired, fields: { cv: cvRequired.description ?? cvRequired.title } }
    : checked;
}
