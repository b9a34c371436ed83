import { formatLongDate } from '#core/formatDate.ts';
import { formatCents } from '#core/money.ts';
import { givingMessages } from '../messages/givingMessages.ts';
import type { DonorGift } from './donorAccessApi.ts';

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
  const status = gift.status as keyof typeof givingMessages.giftStates;
  return {
    id: gift.id,
    date: formatLongDate(gift.donation_date),
    fund: gift.fund_name,
    amount: formatCents(gift.amount, gift.currency.toUpperCase()),
    state: refunded ? givingMessages.giftStates.refunded : (givingMessages.giftStates[status] ?? gift.status),
    refunded,
    monthly: gift.recurring,
  };
}

/** Newest year first, each once. */
export const statementYearsNewestFirst = (years: readonly number[]) =>
  [...new Set(years)].sort((a, b) => b - a);
