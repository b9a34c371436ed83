import { formatCents } from '#core/money.ts';

/** First day of the month of `now` as YYYY-MM-DD (donation_date is a date column). */
export function monthStart(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  return `${now.getFullYear()}-${month}-01`;
}

/** Donations of the month summed per currency ("150,00 US$ · 20,00 €"); zero shows as 0 in USD. */
export function donationTotals(rows: readonly { amount: number; currency: string }[]): string {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
  if (totals.size === 0) return formatCents(0, 'USD');
  return [...totals].map(([currency, cents]) => formatCents(cents, currency)).join(' · ');
}
