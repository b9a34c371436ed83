import { z } from 'zod/mini';
import { joinContact, joinGroupSchema } from '#core/groups/joinGroupRequest.ts';
import { groupMessages } from '#core/messages/groupMessages.ts';
import { enqueueEmail, kickOutbox } from '../mail/outbox.ts';
import { siteUrlOf } from '../privateLink.ts';
import { clientAddress, knockOrRefuse, readPublicPost } from '../publicDoor.ts';
import { defineServerFunction, json, Refusal, type ServiceClient } from '../serverFunction.ts';
import { callerWhoCan } from '../staffCaller.ts';
import { acceptedEmail, declinedEmail, leaderEmail } from './groupEmails.ts';

const groupsRequest = z.discriminatedUnion('action', [
  joinGroupSchema,
  z.object({
    action: z.enum(['accept', 'decline']),
    request_id: z.uuid('Elige una solicitud válida.'),
  }),
]);

/** A join form is small: a name, a contact and a message of at most 1 000 characters fit many times. */
const MAX_BODY_BYTES = 8_192;

/** The SQL functions' refusals (supabase/migrations/20261202160300_create_groups.sql), as status and words. */
const REFUSALS: Record<string, [number, string]> = {
  GR001: [409, groupMessages.join.full],
  GR002: [409, groupMessages.join.duplicate],
  GR004: [409, groupMessages.join.closed],
  '23505': [409, groupMessages.join.duplicate],
};
const DECISION_REFUSALS: Record<string, [number, string]> = {
  GR001: [409, groupMessages.decide.full],
  GR003: [409, groupMessages.decide.answered],
  P0002: [404, groupMessages.decide.missing],
};

function refusalOf(table: Record<string, [number, string]>, error: { code: string; message: string }) {
  const [status, message] = table[error.code] ?? [500, error.message];
  return new Refusal(status, error.code, message);
}

async function leaderOf(service: ServiceClient, groupId: string) {
  const { data, error } = await service
    .from('group_addresses')
    .select('leader_email, groups!inner(name, leader_first_name)')
    .eq('group_id', groupId)
    .maybeSingle();
  if (error) throw new Refusal(500, error.code, error.message);
  return data;
}

/**
 * POST from the «Quiero unirme» form and from the admin's request list (issue 33 item 4), as the service
 * role. `join` (anyone): checks the form, counts the knock on the `group_join` door, lets SQL refuse a full
 * group («Completo») or a second request from the same person, and emails the leader a link to the admin.
 * A filled honeypot is answered as a success and stores nothing. `accept` / `decline` (groups.manage):
 * SQL answers the request under the group's lock; accepting emails the person the address, which leaves
 * the database by no other path; declining sends a kind note.
 */
export const groups = defineServerFunction('groups', (service, settings) => {
  const env = settings.env ?? {};
  const siteUrl = (request: Request) => siteUrlOf(env, request);

  return async (request) => {
    const body = await readPublicPost(request, groupsRequest, MAX_BODY_BYTES);

    if (body.action === 'join') {
      await knockOrRefuse(service, [['group_join', clientAddress(request)]]);
      if (body.website?.trim()) return json(201, { message: groupMessages.join.sent });
      const contact = joinContact(body);
      if (typeof contact === 'string') throw new Refusal(400, 'validation_failed', contact);
      const { data, error } = await service.rpc('request_to_join_group', {
        group_id: body.group_id,
        person: {
          name: body.name,
          email: contact.email,
          phone: contact.phone,
          whatsapp_consent: body.whatsapp_consent ?? false,
        },
        message: body.message?.trim() ?? '',
      });
      if (error) throw refusalOf(REFUSALS, error);
      const leader = await leaderOf(service, body.group_id);
      if (leader) {
        await enqueueEmail(service, {
          idempotencyKey: `group_join_request:${data.id}`,
          kind: 'group_join_request',
          recipient: leader.leader_email,
          ...leaderEmail({
            leaderFirstName: leader.groups.leader_first_name,
            groupName: leader.groups.name,
            name: data.name,
            email: data.email,
            phone: data.phone,
            whatsappConsent: data.whatsapp_consent,
            message: data.message,
            adminLink: `${siteUrl(request)}/admin/grupos/${body.group_id}`,
          }),
        });
        await kickOutbox(service, env);
      }
      return json(201, { message: groupMessages.join.sent });
    }

    await callerWhoCan(settings, request, {
      capability: 'groups.manage',
      refusal: { code: 'forbidden', message: groupMessages.decide.forbidden },
    });
    const accept = body.action === 'accept';
    const { data, error } = await service.rpc('decide_group_join_request', {
      request_id: body.request_id,
      accept,
    });
    if (error) throw refusalOf(DECISION_REFUSALS, error);
    const [decided] = data;
    if (!decided) throw new Refusal(404, 'P0002', groupMessages.decide.missing);
    if (decided.email) {
      const email = accept
        ? acceptedEmail({
            name: decided.name,
            groupName: decided.group_name,
            dayOfWeek: decided.day_of_week,
            meetsAt: decided.meets_at,
            leaderFirstName: decided.leader_first_name,
            address: decided.address ?? '',
          })
        : declinedEmail({
            name: decided.name,
            groupName: decided.group_name,
            groupsLink: `${siteUrl(request)}/grupos`,
          });
      await enqueueEmail(service, {
        idempotencyKey: `group_join_${decided.status}:${decided.id}`,
        kind: `group_join_${decided.status}`,
        recipient: decided.email,
        ...email,
      });
      await kickOutbox(service, env);
    }
    // The address stays out of the answer: the admin reads it from group_addresses under its own policy.
    return json(200, { id: decided.id, status: decided.status });
  };
});
