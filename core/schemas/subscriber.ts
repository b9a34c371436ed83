import * as z from 'zod/mini';
import { optionalText, requiredEmail, requiredText } from './visitorFields.ts';

/**
 * The newsletter dialog (docs/spec.md §5): email, then country, required; the name is asked for but stored null
 * when blank. The row for public.subscribers, created active; `subscribed_via` says which button opened
 * the dialog ('Unknown' when none).
 */
export const subscriberSchema = z.pipe(
  z.object({
    email: requiredEmail('subscribers.emailRequired'),
    country: requiredText(100, 'subscribers.countryRequired'),
    name: optionalText(200),
    wants_reflections: z.boolean(),
    subscribed_via: z.pipe(
      z.string().check(z.trim(), z.maxLength(100)),
      z.transform((via: string) => via || 'Unknown'),
    ),
  }),
  z.transform((row) => ({ ...row, is_active: true as const })),
);

export type SubscriberRow = z.output<typeof subscriberSchema>;
