import type { Tables } from '#core/database.types.ts';
import { formatLongDate } from '#core/formatDate.ts';
import { fundName } from '#core/giving/funds.ts';
import { formatCents } from '#core/money.ts';
import { type Ministry, readMinistry } from '#core/site/ministry.ts';
import { type EnqueueResult, enqueueEmail, type QueuedEmail } from '../mail/outbox.ts';
import type { ServiceClient } from '../serverFunction.ts';
import { escapeHtml, givingEmailHtml } from './emailHtml.ts';

type ReceiptDonation = Pick<
  Tables<'donations'>,
  | 'id'
  | 'amount'
  | 'currency'
  | 'donation_date'
  | 'donor_name'
  | 'donor_email'
  | 'fund'
  | 'status'
  | 'refunded_at'
>;

/** The one key per gift: a retried webhook, a second click or a crash mid-send queue nothing twice. */
export const receiptKey = (donationId: string) => `receipt:${donationId}`;

/** Why a gift gets no receipt, or null when it gets one. */
export function receiptRefusal(donation: ReceiptDonation): string | null {
  if (donation.status !== 'succeeded') return 'La donación no está completada.';
  if (donation.refunded_at) return 'La donación fue reembolsada.';
  if (!donation.donor_email) return 'La donación no tiene correo del donante.';
  return null;
}

/** The Spanish receipt of one gift, ready for the outbox. */
export function receiptEmail(
  donation: ReceiptDonation,
  ministry: Pick<Ministry, 'issuer' | 'funds'>,
): QueuedEmail {
  const { issuer } = ministry;
  const amount = formatCents(donation.amount, donation.currency);
  const greeting = donation.donor_name ? `Hola, ${escapeHtml(donation.donor_name)}:` : 'Hola:';
  return {
    idempotencyKey: receiptKey(donation.id),
    kind: 'receipt',
    recipient: donation.donor_email ?? '',
    subject: `Recibo de tu donación de ${amount}`,
    html: givingEmailHtml(
      [
        greeting,
        `Gracias por tu donación. Este es tu recibo.`,
        [
          `<strong>Importe:</strong> ${escapeHtml(amount)}`,
          `<strong>Fecha:</strong> ${escapeHtml(formatLongDate(donation.donation_date))}`,
          `<strong>Fondo:</strong> ${escapeHtml(fundName(donation.fund, ministry.funds))}`,
          `<strong>Referencia:</strong> ${escapeHtml(donation.id)}`,
        ].join('<br>'),
        `${escapeHtml(issuer.legalName)} · ${escapeHtml(issuer.taxId)}<br>${issuer.address.map(escapeHtml).join(', ')}`,
      ],
      `— ${issuer.legalName}`,
    ),
  };
}

const RECEIPT_COLUMNS =
  'id, amount, currency, donation_date, donor_name, donor_email, fund, status, refunded_at';

/**
 * Queues the receipt of a recorded gift (webhook or admin), once per donation whatever happens around it.
 * `{ refused }` says why a gift gets none (not completed, refunded, no email).
 */
export async function queueReceipt(
  service: ServiceClient,
  match: { id: string } | { stripe_payment_intent_id: string },
): Promise<EnqueueResult | { refused: string }> {
  const [column, value] = Object.entries(match)[0] as [string, string];
  const { data, error } = await service
    .from('donations')
    .select(RECEIPT_COLUMNS)
    .eq(column, value)
    .maybeSingle();
  if (error) throw error;
  if (!data) return { refused: 'No existe esa donación.' };
  const refused = receiptRefusal(data);
  if (refused) return { refused };
  return enqueueEmail(service, receiptEmail(data, await readMinistry(service)));
}
