import { describe, expect, it } from 'vitest';
import { promotionEmail, signupWhen } from './signupEmails.ts';
import { signupLinkHash, signupManageLink } from './signupLinks.ts';

describe('signupWhen', () => {
  it.each([
    ['2026-12-05T22:00:00Z', 'America/Mexico_City', 'sábado, 5 de diciembre de 2026, 16:00'],
    ['2026-12-06T15:30:00Z', 'America/Mexico_City', 'domingo, 6 de diciembre de 2026, 09:30'],
    ['2026-12-06T15:30:00Z', 'Europe/Madrid', 'domingo, 6 de diciembre de 2026, 16:30'],
  ])('says %s in %s as «%s»', (instant, zone, expected) => {
    expect(signupWhen(new Date(instant), zone)).toBe(expected);
  });
});

describe('promotionEmail', () => {
  const link = signupManageLink('https://example.org', 'tok<en>');
  const email = promotionEmail({ name: '  Ana  María ', title: 'Retiro <2026>', when: 'sábado', link });

  it('greets by first name, names the date and carries the private link once, escaped', () => {
    expect(email.subject).toBe('Tienes lugar: Retiro <2026>');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain('Retiro <2026>, sábado');
    expect(email.html).toContain('Retiro &lt;2026&gt;');
    expect(email.html).not.toContain('<2026>');
    expect(email.html.match(/href="/g)).toHaveLength(1);
  });

  it('keeps the token in the fragment of the manage page', () => {
    expect(link).toBe('https://example.org/inscripcion/gestionar#acceso=tok<en>');
    expect(signupLinkHash('x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
