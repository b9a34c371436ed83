export interface Fund {
  id: string;
  name: string;
  stripeBuyButtonId: string;
  stripePaymentLinkId?: string | undefined;
}

/**
 * The fund a Stripe checkout designates: its metadata `fund` when that names a configured fund, else the
 * fund whose payment link it came from, else the first (default) fund — a gift is never refused for this.
 */
export function fundOfCheckout(
  checkout: { metadata?: Record<string, string> | null; payment_link?: string | { id: string } | null },
  funds: readonly Fund[],
): string {
  const named = checkout.metadata?.fund?.trim().toLowerCase();
  if (named && funds.some((fund) => fund.id === named)) return named;
  const link = typeof checkout.payment_link === 'string' ? checkout.payment_link : checkout.payment_link?.id;
  const linked = link ? funds.find((fund) => fund.stripePaymentLinkId === link) : undefined;
  return (linked ?? funds[0])?.id ?? 'general';
}

/** The fund's name for people (receipts, statements, the admin); an id no longer configured shows as is. */
export function fundName(id: string, funds: readonly Fund[]): string {
  return funds.find((fund) => fund.id === id)?.name ?? id;
}
