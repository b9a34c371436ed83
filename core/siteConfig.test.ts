import { describe, expect, it } from 'vitest';
import { checkArea, SITE_AREA_KEYS, type SiteArea, type SiteContent } from './site/areas.ts';
import { siteDefaults } from './siteConfig.ts';

describe('the seeded site content (core/siteConfig.ts)', () => {
  it('lists the service schedule of docs/spec.md §9 in Spanish, on the 24-hour clock', () => {
    expect(
      siteDefaults.schedule.services.map(({ name, weekday, start, end }) => [name, weekday, start, end]),
    ).toEqual([
      ['Estudio Bíblico', 3, '19:00', '20:30'],
      ['Reunión de Oración', 5, '18:30', '20:00'],
      ['Servicio Dominical', 0, '10:00', '12:00'],
      ['Jóvenes', 6, '16:00', '18:00'],
    ]);
  });

  it('keeps the fixed testimonials new1 to new3 first', () => {
    expect(siteDefaults.home.fixedTestimonials.map((t) => t.id)).toEqual(['new1', 'new2', 'new3']);
  });

  it('has three social videos and three social posts', () => {
    expect(siteDefaults.social.socialVideos).toHaveLength(3);
    expect(siteDefaults.social.socialPosts).toHaveLength(3);
  });
});

describe('the area schemas refuse what the site must never show', () => {
  it.each<[string, SiteArea, (content: SiteContent) => void]>([
    [
      'a secret key instead of a publishable one',
      'giving',
      (c) => (c.giving.stripePublishableKey = 'sk_live_x'),
    ],
    ['a contact email that is not an email', 'contact', (c) => (c.contact.email = 'contacto')],
    ['a logo outside public/', 'identity', (c) => (c.identity.logo.src = 'logo.svg')],
    ['an assistant URL without http', 'social', (c) => (c.social.aiAssistant.url = 'chat.example.org')],
    ['a fourth social video', 'social', (c) => c.social.socialVideos.push({ ...c.social.socialVideos[0]! })],
    ['a meta description over 160 characters', 'identity', (c) => (c.identity.description = 'x'.repeat(161))],
  ])('rejects %s', (_name, area, breakIt) => {
    const content = structuredClone(siteDefaults);
    breakIt(content);
    expect(checkArea(area, content[area]).ok).toBe(false);
  });

  it.each(SITE_AREA_KEYS)('accepts the shipped %s', (area) => {
    expect(checkArea(area, siteDefaults[area]).ok).toBe(true);
  });
});
