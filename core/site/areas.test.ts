import { describe, expect, it } from 'vitest';
import { siteDefaults } from '../siteConfig.ts';
import { checkArea, SITE_AREA_KEYS, siteContentFrom } from './areas.ts';

describe('site content areas', () => {
  it.each(SITE_AREA_KEYS)('the seeded defaults of %s pass its schema unchanged', (area) => {
    const checked = checkArea(area, siteDefaults[area]);
    expect(checked).toEqual({ ok: true, value: siteDefaults[area] });
  });

  it('takes each published area that passes its schema and keeps the defaults elsewhere', () => {
    const identity = { ...siteDefaults.identity, name: 'Iglesia Nueva' };
    const { content, problems } = siteContentFrom(
      [{ area: 'identity', content: identity, version: 2 }],
      siteDefaults,
    );
    expect(problems).toEqual([]);
    expect(content.identity.name).toBe('Iglesia Nueva');
    expect(content.contact).toBe(siteDefaults.contact);
  });

  it('reports a published area that no longer passes, with the field and its Spanish message', () => {
    const contact = { ...siteDefaults.contact, phone: '555 0102' };
    const { content, problems } = siteContentFrom(
      [{ area: 'contact', content: contact, version: 3 }],
      siteDefaults,
    );
    expect(problems).toEqual([
      {
        area: 'contact',
        path: 'phone',
        message:
          'Escribe el número en formato internacional, con + y el código del país (p. ej. +52 55 1234 5678).',
      },
    ]);
    expect(content.contact).toBe(siteDefaults.contact);
  });

  it.each([
    ['https://www.google.com/maps/embed?pb=abc', true],
    ['https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4', false],
    ['https://www.google.com.evil.example/maps', false],
  ])('takes %s as the contact map: %s (the only frames the security policy allows)', (mapEmbedUrl, ok) => {
    expect(checkArea('contact', { ...siteDefaults.contact, mapEmbedUrl }).ok).toBe(ok);
  });

  it('ignores areas this version of the site does not know', () => {
    const { problems } = siteContentFrom([{ area: 'retired', content: {}, version: 1 }], siteDefaults);
    expect(problems).toEqual([]);
  });

  it('refuses a Stripe secret key anywhere in giving', () => {
    const giving = { ...siteDefaults.giving, intro: 'Clave: sk_live_abc123' };
    expect(checkArea('giving', giving)).toMatchObject({
      ok: false,
      problem: { message: 'Nunca escribas aquí una clave secreta: solo ids públicos y la clave publicable.' },
    });
  });
});
