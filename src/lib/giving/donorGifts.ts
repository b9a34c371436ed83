import { formatLongDate } from '#core/formatDate.ts';
import { formatCents } from '#core/money.ts';
import type { DonorGift } from './donorAccessApi.ts';
import { GIFT_STATE } from './donorMessages.ts';

export interface GiftRow {
  id: string;
  date: string;
  fund: string;
  amount: string;
  state: string;
  refunded: boolean;
  monthly: boolean;
}

/** A gift as the donor reads it: es-ES date and currency, the fund's name, its state in Spanish. */
export function giftRow(gift: DonorGift): GiftRow {
  const refunded = Boolean(gift.refunded_at);
  const status = gift.status as keyof typeof GIFT_STATE;
  return {
    id: gift.id,
    date: formatLongDate(gift.donation_date),
    fund: gift.fund_name,
    amount: formatCents(gift.amount, gift.currency.toUpperCase()),
    state: refunded ? GIFT_STATE.refunded : (GIFT_STATE[status] ?? gift.status),
    refunded,
    monthly: gift.recurring,
  };
}

/** Newest year first, each once. */
export const statementYearsNewestFirst = (years: readonly number[]) =>
  [...new Set(years)].sort((a, b) => b - a);
