import { z } from 'zod/mini';
import { groupMessages } from '../messages/groupMessages.ts';
import { personContact, personContactFields } from '../visitor/personContact.ts';

const words = groupMessages.join;

/**
 * What the «Quiero unirme» form sends to the `groups` server function (issue 33 item 4), checked in the
 * browser and again on the server; every refusal is a Spanish sentence shown beside what was typed.
 */
export const joinGroupSchema = z.object({
  action: z.literal('join'),
  group_id: z.uuid(words.groupMissing),
  ...personContactFields(words),
  message: z.optional(z.string().check(z.maxLength(1000, words.messageTooLong))),
  /** The honeypot: hidden from people, filled by bots. */
  website: z.optional(z.string()),
});
export type JoinGroup = z.infer<typeof joinGroupSchema>;

/** How the leader can reach the person, or the sentence that says what is missing. */
export const joinContact = (body: Pick<JoinGroup, 'email' | 'phone' | 'whatsapp_consent'>) =>
  personContact(body, words);
