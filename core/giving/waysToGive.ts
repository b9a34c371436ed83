import type { Contact } from '../site/contact.ts';
import type { Giving } from '../site/giving.ts';

export type WayToGive = Giving['otherMethods'][number];

/**
 * The ways to give besides the card button (issue 34, item 6): the giving area's list (bank transfer
 * details, in person…), always on /donate, so a visitor whose card button is not configured, blocked,
 * offline or slow still has a way. An empty list falls back to writing or visiting the ministry (the
 * contact area): /donate never offers only an error, or nothing at all.
 */
export function waysToGive(
  methods: readonly WayToGive[],
  contact: Pick<Contact, 'email' | 'phone' | 'address'>,
): WayToGive[] {
  if (methods.length > 0) return [...methods];
  return [
    {
      title: 'Escríbenos o llámanos',
      details: `Escríbenos a ${contact.email} o llámanos al ${contact.phone} y te diremos cómo hacer tu ofrenda por transferencia.`,
    },
    {
      title: 'En persona',
      details: `Puedes entregar tu ofrenda en nuestras reuniones, en ${contact.address.join(', ')}.`,
    },
  ];
}
