import * as z from 'zod/mini';
import { type Checked, checkVisitorForm } from '../visitor/checkVisitorForm.ts';
import { visitorMessages as m } from '../visitor/visitorMessages.ts';
import { optionalText, requiredEmail, requiredText } from './visitorFields.ts';

/**
 * The application form of /careers (docs/spec.md §5): name, email and position required, city/country and
 * cover letter optional. The CV is checked apart (visitorFiles.ts), after these fields; the row for
 * public.job_applications gets its path and status 'Recibido' when sent.
 */
export const jobApplicationSchema = z.object({
  name: requiredText('El nombre', 200, m.jobRequired),
  email: requiredEmail(m.jobRequired),
  position_interest: requiredText('La posición', 200, m.jobRequired),
  city_country: optionalText('La ciudad y el país', 200),
  cover_letter_text: optionalText('La carta de presentación', 10000),
});

export type ApplicationFields = z.output<typeof jobApplicationSchema>;

/** The fields first, then whether a CV was attached (docs/spec.md §5: 'CV Requerido'). */
export function checkApplication(input: unknown, hasCv: boolean): Checked<ApplicationFields> {
  const checked = checkVisitorForm(jobApplicationSchema, input);
  return checked.ok && !hasCv
    ? { ok: false, toast: m.cvRequired, fields: { cv: m.cvRequired.description ?? m.cvRequired.title } }
    : checked;
}
