import { z } from 'zod';

/** The pastoral team's decision on a wall request (admin «Moderar»): the columns they may write. */
export const PRAYER_DECISIONS = ['pending', 'approved', 'rejected'] as const;

export const prayerModerationSchema = z.object({
  public_text: z
    .string()
    .trim()
    .min(1, 'Escribe el texto que se mostrará en el muro.')
    .max(5000, 'El texto del muro no puede superar los 5000 caracteres.'),
  category: z
    .string()
    .trim()
    .max(60, 'La categoría no puede superar los 60 caracteres.')
    .transform((text) => text || null),
  is_urgent: z.boolean(),
  status: z.enum(PRAYER_DECISIONS, 'Elige una decisión.'),
});

export type PrayerModerationInput = z.input<typeof prayerModerationSchema>;
export type PrayerModeration = z.output<typeof prayerModerationSchema>;
