import {
  UNSUBSCRIBE_LINK_DAYS,
  unsubscribeKey,
  verifyUnsubscribeToken,
} from './newsletter/unsubscribeToken.ts';
import { clientAddress, knockOrRefuse } from './publicDoor.ts';
import { defineServerFunction, json, Refusal, requirePost } from './serverFunction.ts';

export const unsubscribeMessages = {
  done: 'Te has dado de baja. No recibirás más boletines.',
  invalid: `El enlace de baja no es válido o caducó (dura ${UNSUBSCRIBE_LINK_DAYS} días). Usa el enlace completo de un boletín reciente.`,
} as const;

/**
 * POST /.netlify/functions/unsubscribe?token=… : the one-click unsubscribe of RFC 8058 (a mail client
 * POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, with no cookie or sign-in) and the
 * button of the /baja page. The signed token names the subscriber; they become inactive. Answering the
 * same token again says the same thing; a forged and an expired token get one answer. Only POST: link
 * checkers and previews follow GETs. Knocks are limited per address and per token (private.door_limits).
 */
export const unsubscribe = defineServerFunction('unsubscribe', (service, settings) => async (request) => {
  requirePost(request);
  const token = new URL(request.url).searchParams.get('token')?.slice(0, 200) ?? '';
  await knockOrRefuse(service, [
    ['unsubscribe', clientAddress(request)],
    ['unsubscribe_token', token],
  ]);
  const subscriberId = verifyUnsubscribeToken(unsubscribeKey(settings.env ?? {}, settings.secretKey), token);
  if (!subscriberId) throw new Refusal(400, 'invalid_unsubscribe_token', unsubscribeMessages.invalid);
  const { error } = await service.from('subscribers').update({ is_active: false }).eq('id', subscriberId);
  if (error) throw new Refusal(500, error.code, error.message);
  return json(200, { unsubscribed: true, message: unsubscribeMessages.done });
});
