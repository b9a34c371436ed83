import { z } from 'zod/mini';
import { type FollowUpKind, utcDay } from '#core/followUps/followUpKinds.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { defineServerFunction, json, Refusal, serviceClient } from '../serverFunction.ts';
import { bearerToken, type StaffAccess, staffPost } from '../staffCaller.ts';
import { assignmentEmail } from './followUpEmails.ts';

const followers: StaffAccess = {
  capability: 'followUps.enter',
  refusal: { code: 'not_staff', message: 'Solo el equipo puede asignar seguimientos.' },
};

const assignRequest = z.object({
  action: z.literal('assign'),
  followUpId: z.uuid(),
  ownerId: z.nullable(z.uuid()),
});

/**
 * POST {action: 'assign', followUpId, ownerId} by a staff member. The change is made with the caller's
 * own token, so RLS decides whether they may touch an item of that kind (a 404 otherwise) and the audit
 * log names them; the SQL refuses an owner who cannot see the kind (23514 → 409). Then the new owner, if
 * not the caller, gets an email through the outbox, keyed by the assignment so a retry sends it once.
 */
export const followUps = defineServerFunction('follow-ups', (service, settings) => async (request) => {
  const { caller, body } = await staffPost(settings, request, followers, assignRequest);
  const asCaller = serviceClient(settings, bearerToken(request.headers.get('Authorization')));
  const { data: item, error } = await asCaller
    .from('follow_ups')
    .update({ owner_id: body.ownerId })
    .eq('id', body.followUpId)
    .select('id, kind, due_on, owner_id, updated_at')
    .maybeSingle();
  if (error?.code === '23514')
    throw new Refusal(409, 'owner_not_allowed', 'Esa persona no puede atender este tipo de seguimiento.');
  if (error) throw new Refusal(500, error.code, error.message);
  if (!item) throw new Refusal(404, 'follow_up_not_found', 'Seguimiento no encontrado.');
  let emailed = false;
  if (item.owner_id && item.owner_id !== caller.id) {
    const { data: owner, error: ownerError } = await service
      .from('users')
      .select('email')
      .eq('id', item.owner_id)
      .single();
    if (ownerError) throw new Refusal(500, ownerError.code, ownerError.message);
    if (owner.email) {
      const siteUrl = new URL(request.url).origin;
      const mailed = { id: item.id, kind: item.kind as FollowUpKind, due_on: item.due_on };
      await enqueueEmail(service, {
        idempotencyKey: `follow-up-assigned:${item.id}:${item.owner_id}:${item.updated_at}`,
        kind: 'follow_up_assigned',
        recipient: owner.email,
        ...assignmentEmail(caller.email ?? 'Alguien del equipo', mailed, utcDay(new Date()), siteUrl),
      });
      emailed = true;
    }
  }
  return json(200, { followUp: item, emailed });
});
