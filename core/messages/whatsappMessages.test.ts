import { describe, expect, it } from 'vitest';
import { referenceLabel, whatsappMessages } from './whatsappMessages.ts';

describe('whatsappMessages', () => {
  it.each([
    ['prayer', '004821', 'Petición #004821'],
    ['inquiry', '120000', 'Mensaje #120000'],
    ['application', '000001', 'Postulación #000001'],
    ['testimonial', '999999', 'Testimonio #999999'],
  ] as const)('referenceLabel(%s, %s) = %s', (kind, reference, label) => {
    expect(referenceLabel(kind, reference)).toBe(label);
  });

  it.each([
    [whatsappMessages.aboutReference('Petición #004821'), 'Hola, les escribo por mi petición #004821.'],
    [
      whatsappMessages.greeting('Ana', 'Mensaje #120000'),
      'Hola, Ana. Te escribimos del ministerio por tu mensaje #120000.',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
