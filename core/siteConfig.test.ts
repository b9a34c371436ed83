import { describe, expect, it } from 'vitest';
import { siteConfig } from './siteConfig.ts';
import { siteConfigSchema } from './siteConfigSchema.ts';

describe('siteConfig', () => {
  it('lists the service schedule of docs/spec.md §9 in Spanish', () => {
    expect(siteConfig.serviceSchedule).toEqual([
      { name: 'Estudio Bíblico', day: 'Miércoles', time: '7:00 PM - 8:30 PM' },
      { name: 'Reunión de Oración', day: 'Viernes', time: '6:30 PM - 8:00 PM' },
      { name: 'Servicio Dominical', day: 'Domingo', time: '10:00 AM - 12:00 PM' },
      { name: 'Jóvenes', day: 'Sábado', time: '4:00 PM - 6:00 PM' },
    ]);
  });

  it('keeps the fixed testimonials new1 to new3 first', () => {
    expect(siteConfig.fixedTestimonials.map((t) => t.id)).toEqual(['new1', 'new2', 'new3']);
  });

  it('has three social videos and three social posts', () => {
    expect(siteConfig.socialVideos).toHaveLength(3);
    expect(siteConfig.socialPosts).toHaveLength(3);
  });
});

describe('siteConfigSchema', () => {
  const valid = structuredClone(siteConfig);

  it.each([
    [
      'a secret key instead of a publishable one',
      (c: typeof valid) => (c.donations.stripePublishableKey = 'sk_live_x'),
    ],
    ['a contact email that is not an email', (c: typeof valid) => (c.contact.email = 'contacto')],
    ['a logo outside public/', (c: typeof valid) => (c.logo.src = 'logo.svg')],
    ['an assistant URL without http', (c: typeof valid) => (c.aiAssistant.url = 'chat.example.org')],
    ['a fourth social video', (c: typeof valid) => c.socialVideos.push({ ...c.socialVideos[0]! })],
    ['a meta description over 160 characters', (c: typeof valid) => (c.description = 'x'.repeat(161))],
  ])('rejects %s', (_name, breakIt) => {
    const config = structuredClone(valid);
    breakIt(config);
    expect(siteConfigSchema.safeParse(config).success).toBe(false);
  });

  it('accepts the shipped configuration', () => {
    expect(siteConfigSchema.safeParse(valid).success).toBe(true);
  });
});
