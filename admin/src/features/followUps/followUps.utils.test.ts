import { describe, expect, it } from 'vitest';
import { replyLinks, sourceView, visitDay } from './followUps.utils.ts';

const inquiry = {
  id: '0b7c0a52-6f43-4c1a-9d7e-3a51a4c2f001',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '+5215512345678',
  whatsapp_consent: true,
  subject: null,
  message: 'Quiero visitarlos.',
  created_at: '2026-12-01T10:00:00Z',
};

describe('sourceView', () => {
  it('keeps who wrote and what, leaving out empty lines', () => {
    expect(sourceView('inquiry', inquiry)).toMatchObject({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      lines: ['Quiero visitarlos.'],
    });
  });
});

describe('sourceView of a request to join a group', () => {
  it('shows the message and leads to the group, where it is accepted or declined', () => {
    const request = { ...inquiry, message: 'Vivo cerca.', group_id: '7a000000-0000-4000-a000-000000000002' };
    expect(sourceView('group', request)).toMatchObject({
      lines: ['Vivo cerca.'],
      decidePath: '/grupos/7a000000-0000-4000-a000-000000000002',
    });
    expect(sourceView('inquiry', inquiry).decidePath).toBeUndefined();
  });
});

describe('replyLinks', () => {
  it('offers email, WhatsApp with consent, and a call', () => {
    const links = replyLinks('inquiry', sourceView('inquiry', inquiry));
    expect(links.email).toBe('mailto:ana@example.com');
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/5215512345678\?text=/);
    expect(links.call).toBe('tel:+5215512345678');
  });

  it('offers no WhatsApp without consent, even with a phone', () => {
    const links = replyLinks('prayer', sourceView('prayer', { ...inquiry, whatsapp_consent: false }));
    expect(links.whatsapp).toBeUndefined();
    expect(links.call).toBe('tel:+5215512345678');
  });
});

describe('a planned visit as its item shows it', () => {
  const visit = {
    id: '0b7c0a52-6f43-4c1a-9d7e-3a51a4c2f002',
    name: 'Ana Robles',
    email: null,
    phone: '+5215512345678',
    whatsapp_consent: true,
    service_name: 'Servicio Dominical',
    starts_at: '2026-12-06T09:00:00Z',
    time_zone: 'Europe/Madrid',
    place: '',
    party_size: 3,
    children: true,
    status: 'planned',
    cancelled_at: null,
    created_at: '2026-12-01T10:00:00Z',
  };

  it('says when (in the ministry’s zone), for whom, and that it stands', () => {
    const source = sourceView('visit', visit);
    expect(source.visit).toMatchObject({ partySize: 3, children: true, cancelledAt: null });
    expect(visitDay(source.visit!)).toMatch(/domingo, 6 de diciembre de 2026.*10:00/);
  });

  it('says the guest cancelled it', () => {
    const source = sourceView('visit', {
      ...visit,
      status: 'cancelled',
      cancelled_at: '2026-12-02T18:00:00Z',
    });
    expect(source.visit?.cancelledAt).toBe('2026-12-02T18:00:00Z');
  });

  it('answers by WhatsApp with the visit as the reference, with consent', () => {
    const links = replyLinks('visit', sourceView('visit', visit));
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/5215512345678\?text=/);
    expect(decodeURIComponent(links.whatsapp ?? '')).toContain('por tu visita #');
    expect(links.email).toBeUndefined();
  });
});
