import { z } from 'zod';
import { fieldMessages as m } from './fieldMessages.ts';
import { listOf, looksLikeSecret, optionalText, requiredText } from './fields.ts';

const notSecret = (value: string) => !looksLikeSecret(value);

/**
 * Giving (admins only): Stripe's public ids, never a secret (those live in the server's environment), who
 * issues receipts, the page's words and the other ways to give when the card button cannot be used.
 */
export const givingSchema = z
  .object({
    /** Empty until the ministry has its Stripe account: /donate then shows only the other ways. */
    stripePublishableKey: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^pk_(test|live)_\w+$/, m.stripePublishableKey),
    ]),
    /** Funds a gift can be designated to; the first is the default. Each has its own buy button. */
    funds: listOf(
      z.object({
        id: z
          .string()
          .trim()
          .regex(/^[a-z][a-z0-9-]{0,39}$/, m.fundId),
        name: requiredText(60),
        stripeBuyButtonId: z.union([
          z.literal(''),
          z
            .string()
            .trim()
            .regex(/^buy_btn_\w+$/, m.stripeBuyButton),
        ]),
        /** plink_… of the button's payment link, when its metadata names no `fund`. */
        stripePaymentLinkId: z
          .union([
            z.literal(''),
            z
              .string()
              .trim()
              .regex(/^plink_\w+$/, m.stripePaymentLink),
          ])
          .default(''),
      }),
      1,
      10,
    ),
    /** The ministry's legal identity on receipts and year-end statements. */
    issuer: z.object({
      legalName: requiredText(160),
      taxId: requiredText(60),
      address: listOf(requiredText(120), 1, 5),
    }),
    title: requiredText(120),
    intro: requiredText(600),
    impact: listOf(z.object({ title: requiredText(80), description: requiredText(300) }), 1, 6),
    /** Ways to help besides money (pray, serve, share). */
    otherWays: listOf(requiredText(200), 0, 10),
    /** Other ways to give: bank transfer details, in person… shown always, and alone without Stripe. */
    otherMethods: listOf(z.object({ title: requiredText(80), details: optionalText(1000) }), 0, 6),
    loadingLabel: requiredText(80),
  })
  .refine(
    (giving) =>
      !JSON.stringify(giving)
        .split('"')
        .some((part) => !notSecret(part)),
    {
      message: m.noSecret,
    },
  );

export type Giving = z.infer<typeof givingSchema>;
