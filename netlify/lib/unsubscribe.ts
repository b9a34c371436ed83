import { unsubscribeKey, verifyUnsubscribeToken } from './newsletter/unsubscribeToken.ts';
import { defineServerFunction, json, Refusal, requirePost } from './serverFunction.ts';

export const unsubscribeMessages = {
  done: 'Te has dado de baja. No recibirás más boletines.',
  invalid: 'El enlace de baja no es válido. Usa el enlace completo de un boletín recibido.',
} as const;

/**
 * POST /.netlify/functions/unsubscribe?token=… : the one-click unsubscribe of RFC 8058 (a mail client
 * POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, with no cookie or sign-in) and the
 * button of the /baja page. The signed token names the subscriber; they become inactive. Answering the
 * same token again says the same thing. Only POST: link checkers and previews follow GETs.
 */
export const unsubscribe = defineServerFunction('unsubscribe', (service, settings) => async (request) => {
  requirePost(request);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const subscriberId = verifyUnsubscribeToken(unsubscribeKey(settings.env ?? {}, settings.secretKey), token);
  if (!subscriberId) throw new Refusal(400, 'invalid_unsubscribe_token', unsubscribeMessages.invalid);
  const { error } = await service.from('subscribers').update({ is_active: false }).eq('id', subscriberId);
  if (error) throw new Refusal(500, error.code, error.message);
  return json(200, { unsubscribed: true, message: unsubscribeMessages.done });
});
