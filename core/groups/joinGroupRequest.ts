import { z } from 'zod/mini';
import { groupMessages } from '../messages/groupMessages.ts';
import { normalisedPhone } from '../signups/signupRequest.ts';

const words = groupMessages.join;

/**
 * What the «Quiero unirme» form sends to the `groups` server function (issue 33 item 4), checked in the
 * browser and again on the server; every refusal is a Spanish sentence shown beside what was typed.
 */
export const joinGroupSchema = z.object({
  action: z.literal('join'),
  group_id: z.uuid(words.groupMissing),
  name: z.string().check(z.trim(), z.minLength(1, words.nameMissing), z.maxLength(120, words.nameTooLong)),
  email: z.optional(z.union([z.literal(''), z.email(words.emailInvalid).check(z.maxLength(320))])),
  phone: z.optional(z.string().check(z.maxLength(40))),
  whatsapp_consent: z.optional(z.boolean()),
  message: z.optional(z.string().check(z.maxLength(1000, words.messageTooLong))),
  /** The honeypot: hidden from people, filled by bots. */
  website: z.optional(z.string()),
});
export type JoinGroup = z.infer<typeof joinGroupSchema>;

export interface JoinContact {
  email: string | null;
  phone: string | null;
}

/** How the leader can reach the person, or the sentence that says what is missing. */
export function joinContact(
  body: Pick<JoinGroup, 'email' | 'phone' | 'whatsapp_consent'>,
): JoinContact | string {
  const email = body.email?.trim() || null;
  const phone = normalisedPhone(body.phone);
  if (body.phone?.trim() && !phone) return words.phoneInvalid;
  if (!email && !phone) return words.contactMissing;
  if (!email && !body.whatsapp_consent) return words.consentMissing;
  return { email, phone };
}
