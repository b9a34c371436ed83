import { describe, expect, it } from 'vitest';
import { prayedText, signatureOf } from './prayerText.ts';

describe('prayer wall wording', () => {
  it.each([
    [0, '0 personas oraron'],
    [1, '1 persona oró'],
    [2, '2 personas oraron'],
  ])('prayedText(%i) = %s', (count, text) => {
    expect(prayedText(count)).toBe(text);
  });

  it.each([
    ['Rosa', 'Rosa'],
    [null, 'Anónimo'],
  ])('signs %s as %s', (name, signature) => {
    expect(signatureOf({ display_name: name })).toBe(signature);
  });
});
