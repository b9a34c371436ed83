import { z } from 'zod/mini';
import { personContact, personContactFields } from '../visitor/personContact.ts';

/**
 * What the «Planea tu visita» form and its manage page send to the `visits` server function (issue 32
 * item 1). Five fields: name; email, or a phone for WhatsApp with consent; the service; how many; children.
 * Every refusal is a Spanish sentence the form shows next to what the person typed.
 */
const visitKey = z
  .string()
  .check(
    z.maxLength(100, 'Elige una reunión de la lista.'),
    z.regex(/^[a-z0-9-]{1,60}@\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Elige una reunión de la lista.'),
  );

export const planVisitSchema = z.object({
  action: z.literal('plan'),
  ...personContactFields(),
  visit: visitKey,
  party_size: z.coerce
    .number('¿Cuántas personas vienen? Escribe un número del 1 al 20.')
    .check(
      z.int('¿Cuántas personas vienen? Escribe un número del 1 al 20.'),
      z.minimum(1, '¿Cuántas personas vienen? Escribe un número del 1 al 20.'),
      z.maximum(20, 'Para grupos de más de 20 personas, escríbenos y os preparamos la bienvenida.'),
    ),
  children: z.optional(z.boolean()),
  /** The honeypot: hidden from people, filled by bots. */
  website: z.optional(z.string()),
});
export type PlanVisit = z.infer<typeof planVisitSchema>;

export const visitRequestSchema = z.discriminatedUnion('action', [
  planVisitSchema,
  z.object({ action: z.literal('open'), token: z.string().check(z.maxLength(100)) }),
  z.object({
    action: z.literal('resend'),
    email: z.email('Escribe un correo válido.').check(z.maxLength(320)),
  }),
  z.object({ action: z.literal('cancel'), session: z.string().check(z.maxLength(400)) }),
  z.object({ action: z.literal('change'), session: z.string().check(z.maxLength(400)), visit: visitKey }),
]);
export type VisitRequest = z.infer<typeof visitRequestSchema>;

/** How to reach the guest, or the sentence that says what is missing. */
export const visitContact = (body: PlanVisit) => personContact(body);
