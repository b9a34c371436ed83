import { describe, expect, it } from 'vitest';
import {
  checkApplication,
  checkInquiry,
  checkPrayer,
  checkSubscriber,
  checkTestimonial,
} from './visitorForms.ts';
import { visitorMessages as m } from './visitorMessages.ts';

const toastOf = (result: { ok: boolean; toast?: unknown }) => (result.ok ? null : result.toast);
const long = (n: number) => 'a'.repeat(n);

describe('checkTestimonial', () => {
  const base = { name: ' Ana ', email: '', country: 'Perú', text: ' Dios es fiel 🙏 ' };
  it('trims and sends a null email', () => {
    expect(checkTestimonial(base)).toEqual({
      ok: true,
      row: { name: 'Ana', email: null, country: 'Perú', testimonial_text: 'Dios es fiel 🙏' },
    });
  });
  it.each([
    ['blank name', { ...base, name: '  ' }, m.testimonialRequired],
    ['blank country', { ...base, country: '' }, m.testimonialRequired],
    ['blank text', { ...base, text: '\n' }, m.testimonialRequired],
    ['201 words', { ...base, text: 'x '.repeat(201) }, m.wordLimit],
    ['10,000 characters in few words', { ...base, text: long(10_000) }, m.tooLong('El testimonio', 5000)],
    ['a 201-character name', { ...base, name: long(201) }, m.tooLong('El nombre', 200)],
    ['an email without a domain dot', { ...base, email: 'ana@localhost' }, m.emailInvalid],
  ])('%s', (_name, input, toast) => {
    expect(toastOf(checkTestimonial(input))).toEqual(toast);
  });
});

describe('checkInquiry', () => {
  const home = { name: 'Ana', email: 'ana@example.org', message: 'Hola', interest: 'estudio_biblico' };
  it.each([
    ['home, complete', home, 'home', null],
    ['home, no interest', { ...home, interest: null }, 'home', m.inquiryIncomplete],
    ['home, unknown interest', { ...home, interest: 'spam' }, 'home', m.inquiryIncomplete],
    ['home, blank message', { ...home, message: '   ' }, 'home', m.inquiryIncomplete],
    ['page, subject', { ...home, interest: null, subject: 'Visita' }, 'page', null],
    ['page, no subject', { ...home, interest: null, subject: ' ' }, 'page', m.inquiryIncomplete],
    [
      'page, 10,000-character message',
      { ...home, subject: 'x', message: long(10_000) },
      'page',
      m.tooLong('El mensaje', 5000),
    ],
  ] as const)('%s', (_name, input, form, toast) => {
    expect(toastOf(checkInquiry(input, form))).toEqual(toast);
  });
  it('home rows carry no subject, page rows no interest', () => {
    expect(checkInquiry(home, 'home')).toMatchObject({
      row: { subject: null, interest_type: 'estudio_biblico' },
    });
    expect(checkInquiry({ ...home, interest: null, subject: 'S' }, 'page')).toMatchObject({
      row: { subject: 'S', interest_type: null },
    });
  });
});

describe('checkSubscriber', () => {
  const base = {
    email: 'a@b.co',
    name: '',
    country: 'Chile',
    wantsReflections: true,
    via: 'ParticipateSection',
  };
  it.each([
    ['complete, empty name stored null', base, null],
    ['no email', { ...base, email: ' ' }, m.emailRequired],
    ['no country', { ...base, country: '' }, m.countryRequired],
    ['no email nor country: email first', { ...base, email: '', country: '' }, m.emailRequired],
    ['an email with a space', { ...base, email: 'a b@c.co' }, m.emailInvalid],
  ])('%s', (_name, input, toast) => {
    expect(toastOf(checkSubscriber(input))).toEqual(toast);
  });
  it('fills the row', () => {
    expect(checkSubscriber({ ...base, via: '' })).toMatchObject({
      row: { name: null, subscribed_via: 'Unknown', is_active: true, wants_reflections: true },
    });
  });
});

describe('checkPrayer', () => {
  const base = { name: 'Ana', email: '', request: 'Por mi familia' };
  it.each([
    ['complete', base, null],
    ['no request: asked first', { ...base, name: '', request: '' }, m.prayerTextRequired],
    ['no name', { ...base, name: ' ' }, m.prayerNameRequired],
  ])('%s', (_name, input, toast) => {
    expect(toastOf(checkPrayer(input))).toEqual(toast);
  });
});

describe('checkApplication', () => {
  const base = {
    name: 'Ana',
    email: 'a@b.co',
    cityCountry: '',
    position: 'Diseñador(a) Gráfico(a)',
    coverLetter: '',
  };
  it.each([
    ['complete', base, true, null],
    ['no position', { ...base, position: '' }, true, m.jobRequired],
    ['no CV', base, false, m.cvRequired],
    ['email without a dot', { ...base, email: 'a@b' }, true, m.emailInvalid],
    ['missing fields win over the CV', { ...base, email: '' }, false, m.jobRequired],
  ])('%s', (_name, input, hasCv, toast) => {
    expect(toastOf(checkApplication(input, hasCv))).toEqual(toast);
  });
});
