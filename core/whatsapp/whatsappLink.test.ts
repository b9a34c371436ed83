import { describe, expect, it } from 'vitest';
import { whatsappLink, whatsappShareLink } from './whatsappLink.ts';

describe('whatsappLink', () => {
  it.each([
    ['+1 555 010 2030', '', 'https://wa.me/15550102030'],
    ['+52 (55) 1234-5678', '   ', 'https://wa.me/525512345678'],
    ['+52 55 1234 5678', 'Hola', 'https://wa.me/525512345678?text=Hola'],
    [
      '+34 600 000 000',
      'Petición #4821: ¿oran?',
      'https://wa.me/34600000000?text=Petici%C3%B3n%20%234821%3A%20%C2%BForan%3F',
    ],
    ['+1 555 010 2030', 'a&b=c\nd', 'https://wa.me/15550102030?text=a%26b%3Dc%0Ad'],
    ['', 'Hola', undefined],
    ['sin número', 'Hola', undefined],
  ])('whatsappLink(%j, %j) = %s', (number, text, href) => {
    expect(whatsappLink(number, text)).toBe(href);
  });

  it.each([
    [
      'Mira esto https://example.org/blog/a?x=1',
      'https://wa.me/?text=Mira%20esto%20https%3A%2F%2Fexample.org%2Fblog%2Fa%3Fx%3D1',
    ],
    [' Hola ', 'https://wa.me/?text=Hola'],
  ])('whatsappShareLink(%j) = %s', (text, href) => {
    expect(whatsappShareLink(text)).toBe(href);
  });
});
