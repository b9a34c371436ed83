import { z } from 'zod';

/** A request on the wall as public.prayer_wall() returns it: public fields only, never the name or email. */
export const publicPrayerSchema = z.object({
  id: z.string(),
  public_text: z.string(),
  /** The first name when the person chose it; null on the wall without a name. */
  display_name: z.string().nullable(),
  category: z.string().nullable(),
  is_urgent: z.boolean(),
  approved_at: z.string(),
  prayed_count: z.number().int().nonnegative(),
});

export type PublicPrayer = z.infer<typeof publicPrayerSchema>;
