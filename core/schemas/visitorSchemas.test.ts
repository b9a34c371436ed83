import { describe, expect, it } from 'vitest';
import { visitorMessages } from '../messages/visitorMessages.ts';
import { checkVisitorForm } from '../visitor/checkVisitorForm.ts';
import { contactPageInquirySchema, homeInquirySchema } from './inquiry.ts';
import { checkApplication } from './jobApplication.ts';
import { prayerRequestSchema } from './prayerRequest.ts';
import { subscriberSchema } from './subscriber.ts';
import { testimonialSchema } from './testimonial.ts';

const { resources, forms } = visitorMessages;
const t = resources.testimonials.errors;
const i = resources.inquiries.errors;
const s = resources.subscribers.errors;
const p = resources.prayers.errors;
const a = resources.applications.errors;
const toastOf = (result: { ok: boolean; toast?: unknown }) => (result.ok ? null : result.toast);
const long = (n: number) => 'a'.repeat(n);

describe('testimonialSchema', () => {
  const base = { name: ' Ana ', email: '', country: 'Perú', testimonial_text: ' Dios es fiel 🙏 ' };
  it('trims and sends a null email', () => {
    expect(checkVisitorForm(testimonialSchema, base)).toEqual({
      ok: true,
      row: { name: 'Ana', email: null, country: 'Perú', testimonial_text: 'Dios es fiel 🙏' },
    });
  });
  it.each([
    ['blank name', { ...base, name: '  ' }, t.required],
    ['blank country', { ...base, country: '' }, t.required],
    ['blank text', { ...base, testimonial_text: '\n' }, t.required],
    ['201 words', { ...base, testimonial_text: 'x '.repeat(201) }, t.wordLimit],
    [
      '10,000 characters in few words',
      { ...base, testimonial_text: long(10_000) },
      forms.tooLong('El testimonio', 5000),
    ],
    ['a 201-character name', { ...base, name: long(201) }, forms.tooLong('El nombre', 200)],
    ['an email without a domain dot', { ...base, email: 'ana@localhost' }, forms.emailInvalid],
  ])('%s', (_name, input, toast) => {
    expect(toastOf(checkVisitorForm(testimonialSchema, input))).toEqual(toast);
  });
});

describe('the inquiry schemas', () => {
  const home = { name: 'Ana', email: 'ana@example.org', message: 'Hola', interest_type: 'estudio_biblico' };
  const page = { name: 'Ana', email: 'ana@example.org', message: 'Hola', subject: 'Visita' };
  it.each([
    ['home, complete', homeInquirySchema, home, null],
    ['home, no interest', homeInquirySchema, { ...home, interest_type: '' }, i.incomplete],
    ['home, unknown interest', homeInquirySchema, { ...home, interest_type: 'spam' }, i.incomplete],
    ['home, blank message', homeInquirySchema, { ...home, message: '   ' }, i.incomplete],
    ['page, subject', contactPageInquirySchema, page, null],
    ['page, no subject', contactPageInquirySchema, { ...page, subject: ' ' }, i.incomplete],
    [
      'page, 10,000-character message',
      contactPageInquirySchema,
      { ...page, message: long(10_000) },
      forms.tooLong('El mensaje', 5000),
    ],
  ] as const)('%s', (_name, schema, input, toast) => {
    expect(toastOf(checkVisitorForm(schema, input))).toEqual(toast);
  });
  it('home rows carry no subject, page rows no interest', () => {
    expect(checkVisitorForm(homeInquirySchema, home)).toMatchObject({
      row: { subject: null, interest_type: 'estudio_biblico' },
    });
    expect(checkVisitorForm(contactPageInquirySchema, { ...page, subject: 'S' })).toMatchObject({
      row: { subject: 'S', interest_type: null },
    });
  });
});

describe('subscriberSchema', () => {
  const base = {
    email: 'a@b.co',
    name: '',
    country: 'Chile',
    wants_reflections: true,
    subscribed_via: 'ParticipateSection',
  };
  it.each([
    ['complete, empty name stored null', base, null],
    ['no email', { ...base, email: ' ' }, s.emailRequired],
    ['no country', { ...base, country: '' }, s.countryRequired],
    ['no email nor country: email first', { ...base, email: '', country: '' }, s.emailRequired],
    ['an email with a space', { ...base, email: 'a b@c.co' }, forms.emailInvalid],
  ])('%s', (_name, input, toast) => {
    expect(toastOf(checkVisitorForm(subscriberSchema, input))).toEqual(toast);
  });
  it('fills the row', () => {
    expect(checkVisitorForm(subscriberSchema, { ...base, subscribed_via: '' })).toMatchObject({
      row: { name: null, subscribed_via: 'Unknown', is_active: true, wants_reflections: true },
    });
  });
});

describe('prayerRequestSchema', () => {
  const base = { name: 'Ana', email: '', request_text: 'Por mi familia' };
  it.each([
    ['complete', base, null],
    ['no request: asked first', { ...base, name: '', request_text: '' }, p.textRequired],
    ['no name', { ...base, name: ' ' }, p.nameRequired],
  ])('%s', (_name, input, toast) => {
    expect(toastOf(checkVisitorForm(prayerRequestSchema, input))).toEqual(toast);
  });
  it('creates the request private and not yet prayed for', () => {
    expect(checkVisitorForm(prayerRequestSchema, base)).toMatchObject({
      row: { email: null, visibility: 'private', is_public: false, is_prayed_for: false },
    });
  });
  it.each(['private', 'anonymous', 'named'])('keeps the chosen visibility %s', (visibility) => {
    expect(checkVisitorForm(prayerRequestSchema, { ...base, visibility })).toMatchObject({
      row: { visibility },
    });
  });
  it('refuses a visibility the table does not know', () => {
    expect(checkVisitorForm(prayerRequestSchema, { ...base, visibility: 'public' }).ok).toBe(false);
  });
});

describe('checkApplication', () => {
  const base = {
    name: 'Ana',
    email: 'a@b.co',
    city_country: '',
    position_interest: 'Diseñador(a) Gráfico(a)',
    cover_letter_text: '',
  };
  it.each([
    ['complete', base, true, null],
    ['no position', { ...base, position_interest: '' }, true, a.required],
    ['no CV', base, false, a.cvRequired],
    ['email without a dot', { ...base, email: 'a@b' }, true, forms.emailInvalid],
    ['missing fields win over the CV', { ...base, email: '' }, false, a.required],
  ])('%s', (_name, input, hasCv, toast) => {
    expect(toastOf(checkApplication(input, hasCv))).toEqual(toast);
  });
});

describe('what a form reports first', () => {
  it.each([
    [
      'a missing name before a request too long',
      prayerRequestSchema,
      { name: '', email: '', request_text: 'x'.repeat(10_000) },
      p.nameRequired,
    ],
    [
      'a missing country before a name too long',
      testimonialSchema,
      { name: long(201), email: '', country: ' ', testimonial_text: 'Amén' },
      t.required,
    ],
    [
      'the word limit before a name too long',
      testimonialSchema,
      { name: long(201), email: '', country: 'Chile', testimonial_text: 'x '.repeat(201) },
      t.wordLimit,
    ],
    [
      'an invalid email before a name too long',
      subscriberSchema,
      { email: 'a@b', country: 'Chile', name: long(201), wants_reflections: true, subscribed_via: '' },
      forms.emailInvalid,
    ],
  ] as const)('%s', (_name, schema, input, toast) => {
    expect(toastOf(checkVisitorForm(schema, input))).toEqual(toast);
  });
});

describe('the message at each field', () => {
  const fieldsOf = (result: { ok: boolean; fields?: unknown }) => (result.ok ? null : result.fields);
  it.each([
    [
      'blank name and country',
      { name: ' ', country: '', email: '', testimonial_text: 'Dios es fiel' },
      { name: 'Completa este campo.', country: 'Completa este campo.' },
    ],
    [
      'a bad email and too many words',
      { name: 'Ana', country: 'Perú', email: 'ana@localhost', testimonial_text: 'x '.repeat(201) },
      { email: forms.emailInvalid.description, testimonial_text: t.wordLimit.description },
    ],
  ])('%s', (_name, input, fields) => {
    expect(fieldsOf(checkVisitorForm(testimonialSchema, input))).toEqual(fields);
  });
});

describe('the optional phone and WhatsApp consent (issue 31)', () => {
  const inquiry = { name: 'Ana', email: 'ana@example.org', subject: 'Hola', message: 'Quiero saber más' };
  const prayer = { request_text: 'Por mi familia', name: 'Ana', email: '' };
  const application = {
    name: 'Ana',
    email: 'ana@example.org',
    position_interest: 'Voluntariado',
    city_country: '',
    cover_letter_text: '',
  };
  const checks = [
    ['contact', (input: object) => checkVisitorForm(contactPageInquirySchema, { ...inquiry, ...input })],
    ['prayer', (input: object) => checkVisitorForm(prayerRequestSchema, { ...prayer, ...input })],
    ['application', (input: object) => checkApplication({ ...application, ...input }, true)],
  ] as const;
  const rowOf = (result: { ok: boolean; row?: unknown }) => (result.ok ? result.row : null);

  describe.each(checks)('%s form', (_form, check) => {
    it.each([
      [
        { phone: '+52 1 55 1234 5678', whatsapp_consent: true },
        { phone: '+5215512345678', whatsapp_consent: true },
      ],
      [
        { phone: ' +1 (555) 010-2030 ', whatsapp_consent: false },
        { phone: '+15550102030', whatsapp_consent: false },
      ],
      [{ phone: '+34.600.000.000' }, { phone: '+34600000000' }],
      [
        { phone: '', whatsapp_consent: false },
        { phone: null, whatsapp_consent: false },
      ],
    ])('keeps %j as %j', (input, stored) => {
      expect(rowOf(check(input))).toMatchObject(stored);
    });

    it.each([
      [{ phone: '55 1234 5678' }, forms.phoneInvalid],
      [{ phone: '+0 555 010 2030' }, forms.phoneInvalid],
      [{ phone: '+52 55 12' }, forms.phoneInvalid],
      [{ phone: '+52 55 1234 5678 9999' }, forms.phoneInvalid],
      [{ phone: '+52 55 ABCD 5678' }, forms.phoneInvalid],
      [{ phone: '', whatsapp_consent: true }, forms.consentNeedsPhone],
      [{ whatsapp_consent: true }, forms.consentNeedsPhone],
    ])('refuses %j', (input, toast) => {
      const result = check(input);
      expect(toastOf(result)).toEqual(toast);
      expect(result.ok ? {} : result.fields).toHaveProperty('phone');
    });
  });
});
