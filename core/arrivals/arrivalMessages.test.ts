import { describe, expect, it } from 'vitest';
import { arrivalMessages, listInSpanish } from './arrivalMessages.ts';

describe('the arrival emails’ words', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a y b'],
    [['a', 'b', 'c'], 'a, b y c'],
  ])('lists %j as «%s»', (parts, text) => {
    expect(listInSpanish(parts)).toBe(text);
  });

  it('counts in the singular and the plural', () => {
    expect(arrivalMessages.counts.prayer(1)).toBe('1 petición de oración');
    expect(arrivalMessages.counts.application(3)).toBe('3 solicitudes de empleo');
    expect(arrivalMessages.subject(['1 mensaje de contacto', '2 testimonios por aprobar'])).toBe(
      'Nuevo en el sitio: 1 mensaje de contacto y 2 testimonios por aprobar',
    );
  });
});
