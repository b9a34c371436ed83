import { z } from 'zod';
import { countWords, TESTIMONIAL_MAX_WORDS } from '../visitor/wordLimit.ts';

/**
 * What a moderator may correct in a visitor's testimony before approving it (issue 34, item 8): its text,
 * held to the visitor form's rules (required, at most 200 words) so an edit never publishes what the form
 * would refuse. The table grants moderators update on testimonial_text (supabase/access.generated.sql).
 */
export const testimonialEditSchema = z.object({
  testimonial_text: z
    .string()
    .trim()
    .min(1, 'Escribe el texto del testimonio.')
    .max(5000, 'El testimonio no puede superar los 5000 caracteres.')
    .refine(
      (text) => countWords(text) <= TESTIMONIAL_MAX_WORDS,
      `El testimonio no puede superar las ${TESTIMONIAL_MAX_WORDS} palabras.`,
    ),
});

export type TestimonialEdit = z.output<typeof testimonialEditSchema>;
