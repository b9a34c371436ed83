import { z } from 'zod/mini';
import { contactMessages } from '../messages/contactMessages.ts';

/**
 * The name and contact a visitor's form asks for (a sign-up, a planned visit, a join request): a name, an
 * email or a phone for WhatsApp with consent. One set of fields and one rule, each form with its words.
 */
export interface ContactWords {
  nameMissing: string;
  nameTooLong: string;
  emailInvalid: string;
  phoneInvalid: string;
  contactMissing: string;
  consentMissing: string;
}

export const contactWords: ContactWords = contactMessages;

/** The schema's fields for the name and the contact, each refusal in `words`. */
export const personContactFields = (words: ContactWords = contactWords) => ({
  name: z.string().check(z.trim(), z.minLength(1, words.nameMissing), z.maxLength(120, words.nameTooLong)),
  email: z.optional(z.union([z.literal(''), z.email(words.emailInvalid).check(z.maxLength(320))])),
  phone: z.optional(z.string().check(z.maxLength(40))),
  whatsapp_consent: z.optional(z.boolean()),
});

/** "+52 1 55 1234 5678" → "+5215512345678"; null when it is not an international number. */
export function normalisedPhone(phone: string | undefined): string | null {
  if (!phone?.trim()) return null;
  const digits = phone.replace(/[\s().-]/g, '');
  return /^\+[1-9][0-9]{7,14}$/.test(digits) ? digits : null;
}

export interface PersonContact {
  email: string | null;
  phone: string | null;
}

/** How to reach the person, or the sentence (of `words`) that says what is missing. */
export function personContact(
  body: { email?: string; phone?: string; whatsapp_consent?: boolean },
  words: Pick<ContactWords, 'phoneInvalid' | 'contactMissing' | 'consentMissing'> = contactWords,
): PersonContact | string {
  const email = body.email?.trim() || null;
  const phone = normalisedPhone(body.phone);
  if (body.phone?.trim() && !phone) return words.phoneInvalid;
  if (!email && !phone) return words.contactMissing;
  if (!email && !body.whatsapp_consent) return words.consentMissing;
  return { email, phone };
}
