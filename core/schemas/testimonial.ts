import * as z from 'zod/mini';
import { formError } from '../visitor/formErrors.ts';
import { countWords, TESTIMONIAL_MAX_WORDS } from '../visitor/wordLimit.ts';
import { optionalEmail, requiredText } from './visitorFields.ts';

/**
 * 'Comparte tu Historia' (docs/spec.md §5): name, country and text required, at most 200 words, an optional
 * email; the row for public.testimonials (the photo URL and is_approved are added when sending).
 */
export const testimonialSchema = z.object({
  name: requiredText(200, 'testimonials.required'),
  country: requiredText(100, 'testimonials.required'),
  testimonial_text: z.string().check(
    z.trim(),
    z.minLength(1, formError('testimonials.required')),
    z.refine(
      (text: string) => countWords(text) <= TESTIMONIAL_MAX_WORDS,
      formError('testimonials.wordLimit'),
    ),
    z.maxLength(5000, formError('forms.tooLong')),
  ),
  email: optionalEmail,
});

export type TestimonialRow = z.output<typeof testimonialSchema>;
