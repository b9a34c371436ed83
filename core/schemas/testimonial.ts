import * as z from 'zod/mini';
import { visitorMessages as m, said } from '../visitor/visitorMessages.ts';
import { countWords, TESTIMONIAL_MAX_WORDS } from '../visitor/wordLimit.ts';
import { optionalEmail, requiredText } from './visitorFields.ts';

/**
 * 'Comparte tu Historia' (docs/spec.md §5): name, country and text required, at most 200 words, an optional
 * email; the row for public.testimonials (the photo URL and is_approved are added when sending).
 */
export const testimonialSchema = z.object({
  name: requiredText('El nombre', 200, m.testimonialRequired),
  country: requiredText('El país', 100, m.testimonialRequired),
  testimonial_text: z.string().check(
    z.trim(),
    z.minLength(1, said(m.testimonialRequired)),
    z.refine((text: string) => countWords(text) <= TESTIMONIAL_MAX_WORDS, said(m.wordLimit)),
    z.maxLength(5000, said(m.tooLong('El testimonio', 5000))),
  ),
  email: optionalEmail,
});

export type TestimonialRow = z.output<typeof testimonialSchema>;
