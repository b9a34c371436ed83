import { describe, expect, it } from 'vitest';
import { visitMessages } from '../messages/visitMessages.ts';
import { readVisitForm } from './visitApi.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const filled = {
  name: ' Ana Robles ',
  email: 'ana@example.org',
  visit: 'servicio-dominical@2026-12-06T10:00',
  party_size: '3',
  children: 'on',
  website: '',
};

describe('readVisitForm', () => {
  it('sends the five fields, trimmed, with the boxes as booleans', () => {
    expect(readVisitForm(form(filled))).toEqual({
      action: 'plan',
      name: 'Ana Robles',
      email: 'ana@example.org',
      whatsapp_consent: false,
      visit: 'servicio-dominical@2026-12-06T10:00',
      party_size: 3,
      children: true,
      website: '',
    });
  });

  it('takes a phone instead of an email only with the WhatsApp consent', () => {
    const byPhone = { ...filled, email: '', phone: '+52 55 1234 5678' };
    expect(readVisitForm(form(byPhone))).toBe(visitMessages.missing.consent);
    expect(readVisitForm(form({ ...byPhone, whatsapp_consent: 'on' }))).toMatchObject({
      phone: '+52 55 1234 5678',
      whatsapp_consent: true,
    });
  });

  it('names the first thing missing, in Spanish', () => {
    expect(readVisitForm(form({ ...filled, name: '  ' }))).toBe(visitMessages.missing.name);
    expect(readVisitForm(form({ ...filled, email: '' }))).toBe(visitMessages.missing.contact);
    expect(readVisitForm(form({ ...filled, visit: '' }))).toBe(visitMessages.missing.visit);
    expect(readVisitForm(form({ ...filled, party_size: '0' }))).toBe(visitMessages.missing.partySize);
    expect(readVisitForm(form({ ...filled, party_size: '2.5' }))).toBe(visitMessages.missing.partySize);
    expect(readVisitForm(form({ ...filled, party_size: '21' }))).toBe(visitMessages.missing.partySize);
  });
});
