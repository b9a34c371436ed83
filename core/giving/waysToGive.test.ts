import { describe, expect, it } from 'vitest';
import { siteDefaults } from '../siteConfig.ts';
import { waysToGive } from './waysToGive.ts';

const contact = siteDefaults.contact;

describe('the ways to give besides the card button', () => {
  it("are the giving area's own list when staff wrote one (bank transfer, in person)", () => {
    const methods = [
      { title: 'Transferencia bancaria', details: 'Banco Ejemplo\nCLABE 0121 8000 1234 5678 90' },
    ];
    expect(waysToGive(methods, contact)).toEqual(methods);
  });

  it('are never empty: without a list, write, call or give in person at the ministry', () => {
    const ways = waysToGive([], contact);
    expect(ways.map((way) => way.title)).toEqual(['Escríbenos o llámanos', 'En persona']);
    expect(ways[0]?.details).toContain(contact.email);
    expect(ways[0]?.details).toContain(contact.phone);
    expect(ways[1]?.details).toContain('Calle Esperanza 123, Ciudad de Ejemplo');
  });
});
