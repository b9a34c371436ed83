import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from './contactLinks.ts';

describe('contact links', () => {
  it.each([
    ['+1 (555) 010-2030', 'tel:+15550102030'],
    ['+52 55 1234 5678', 'tel:+525512345678'],
  ])('telHref(%s) = %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([
    ['+1 555 010 2030', 'https://wa.me/15550102030'],
    ['', undefined],
  ])('whatsappHref(%j) = %s', (number, href) => {
    expect(whatsappHref(number)).toBe(href);
  });
});
