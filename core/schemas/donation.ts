import { z } from 'zod';
import { formMessages } from '../messages/formMessages.ts';
import { toCents } from '../money.ts';
import { optionalText } from './contentFields.ts';

const copy = formMessages.validation;

export const DONATION_STATUSES = ['succeeded', 'pending', 'failed'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/**
 * The donation dialog (docs/spec.md §5): amount typed in units and saved as whole cents, currency upper-cased
 * (3 letters), date required, email optional but valid.
 */
export const donationFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .transform((text) => Number(text.replace(',', '.')))
    .refine((amount) => Number.isFinite(amount) && amount > 0, copy.amountPositive)
    .transform(toCents)
    .refine((cents) => cents > 0, copy.amountPositive),
  currency: z
    .string()
    .trim()
    .min(1, copy.currencyRequired)
    .transform((text) => text.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, copy.currencyRequired)),
  donation_date: z.string().trim().min(1, copy.dateRequired),
  status: z.enum(DONATION_STATUSES),
  donor_name: optionalText(200),
  donor_email: z
    .string()
    .trim()
    .max(320, copy.emailInvalid)
    .transform((text) => text || null)
    .pipe(z.email(copy.emailInvalid).nullable()),
  fund: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, copy.fundRequired),
  stripe_payment_intent_id: optionalText(255),
  notes: optionalText(5000),
});

export type DonationFormInput = z.input<typeof donationFormSchema>;
export type DonationFields = z.output<typeof donationFormSchema>;
