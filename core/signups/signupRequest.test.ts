import { describe, expect, it } from 'vitest';
import { normalisedPhone } from '../visitor/personContact.ts';
import { checkedAnswers, contactOf, scheduledStarts, type TakeSignup } from './signupRequest.ts';

const base: TakeSignup = {
  action: 'take',
  list_id: '71000000-0000-4000-a000-000000000001',
  starts: ['2030-01-05T15:30:00Z'],
  name: 'Ana',
};

describe('contactOf', () => {
  it.each([
    [{ email: 'ana@example.org' }, { email: 'ana@example.org', phone: null }],
    [
      { phone: '+52 1 55 1234 5678', whatsapp_consent: true },
      { email: null, phone: '+5215512345678' },
    ],
    [{}, 'Escribe tu correo, o tu teléfono para WhatsApp.'],
    [{ phone: '+5215512345678' }, 'Para avisarte por WhatsApp necesitamos tu permiso.'],
    [{ phone: '55 1234', whatsapp_consent: true }, expect.stringContaining('código de país')],
  ])('%j → %j', (given, expected) => {
    expect(contactOf({ ...base, ...given })).toEqual(expected);
  });

  it('keeps only international numbers', () => {
    expect(normalisedPhone('(55) 1234-5678')).toBeNull();
    expect(normalisedPhone('+34 600 123 456')).toBe('+34600123456');
  });
});

describe('checkedAnswers', () => {
  const questions = [
    { id: 'edad', label: 'Edad', type: 'number' as const, required: true },
    { id: 'comida', label: 'Comida', type: 'choice' as const, options: ['Normal', 'Vegetariana'] },
    { id: 'iglesia', label: 'Iglesia', type: 'text' as const },
  ];
  it.each([
    [
      { edad: '19', comida: 'Normal', otra: 'x' },
      { edad: 19, comida: 'Normal' },
    ],
    [
      { edad: 20, iglesia: '  Centro ' },
      { edad: 20, iglesia: 'Centro' },
    ],
    [{}, 'Responde «Edad».'],
    [{ edad: 'diez' }, '«Edad» debe ser un número.'],
    [{ edad: 3, comida: 'Pizza' }, 'Elige una opción de «Comida».'],
  ])('%j → %j', (given, expected) => {
    expect(checkedAnswers(questions, given)).toEqual(expected);
  });
});

describe('scheduledStarts', () => {
  const weekly = {
    startsAt: '2030-01-05T09:30:00',
    endsAt: '2030-01-05T12:00:00',
    timeZone: 'America/Mexico_City',
    recurrenceRule: 'FREQ=WEEKLY',
    exceptions: [],
  };
  const now = new Date('2030-01-01T00:00:00Z');
  it.each([
    [['2030-01-05T15:30:00Z', '2030-01-12T09:30:00-06:00'], true],
    [['2030-01-06T15:30:00Z'], false],
    [['2029-12-29T15:30:00Z'], false],
  ])('%j are dates of the schedule: %s', (starts, ok) => {
    expect(scheduledStarts(weekly, starts, now) !== null).toBe(ok);
  });
});
