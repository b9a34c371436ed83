import { z } from 'zod/mini';
import { queueReceipt, receiptKey } from './giving/receipt.ts';
import { kickOutbox } from './mail/outbox.ts';
import { defineServerFunction, json, Refusal } from './serverFunction.ts';
import { type StaffAccess, staffPost } from './staffCaller.ts';

const receiptRequest = z.object({ donationId: z.uuid('Donación no válida.') });
const receiptSenders: StaffAccess = {
  capability: 'donations.manage',
  refusal: { code: 'not_admin', message: 'Solo un administrador puede enviar recibos.' },
};

/**
 * POST {donationId} by an admin: queues the gift's receipt (after saving a donation by hand, or «Reenviar»).
 * The outbox key `receipt:<id>` keeps it to one email; a receipt that failed is queued again afresh.
 */
export const donationReceipt = defineServerFunction(
  'donation-receipt',
  (service, settings) => async (request) => {
    const { body } = await staffPost(settings, request, receiptSenders, receiptRequest);
    const { donationId } = body;
    const queued = await queueReceipt(service, { id: donationId });
    if ('refused' in queued) throw new Refusal(409, 'no_receipt', queued.refused);
    if (queued.status === 'failed') {
      const { error } = await service
        .from('email_outbox')
        .update({ status: 'queued' })
        .eq('idempotency_key', receiptKey(donationId))
        .eq('status', 'failed');
      if (error) throw new Refusal(500, error.code, error.message);
    }
    await kickOutbox(service, settings.env);
    const { data } = await service
      .from('email_outbox')
      .select('status, last_error')
      .eq('idempotency_key', receiptKey(donationId))
      .maybeSingle();
    return json(200, { status: data?.status ?? queued.status, lastError: data?.last_error ?? null });
  },
);
