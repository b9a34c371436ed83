import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPageInquirySchema } from '../../core/schemas/inquiry.ts';
import { checkVisitorForm } from '../../core/visitor/checkVisitorForm.ts';
import { visitorReference } from '../../core/whatsapp/visitorReference.ts';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { prayerWallHarness } from '../support/prayerWallHarness.ts';

/**
 * Issue 31 item 1 on the database: the phone a visitor leaves is checked there too (E.164, consent needs a
 * phone), the browser may choose its row's id (so it can show the reference) but never read the row back,
 * and only the staff who handle the inbox read the phone.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const INQUIRY = { name: 'Ana', email: 'ana@example.org', subject: 'Hola', message: 'Quiero hablar' };

describe('contact_inquiries.phone', () => {
  it.each([
    ['a phone without its country code', { phone: '5512345678' }],
    ['a phone with spaces (the form compacts it)', { phone: '+52 55 1234 5678' }],
    ['consent without a phone', { whatsapp_consent: true }],
  ])('refuses %s with 23514', async (_case, extra) => {
    const { error } = await b.as.anon.from('contact_inquiries').insert({ ...INQUIRY, ...extra });
    expect(error?.code).toBe('23514');
  });

  it('stores what the form checked, under the id the browser chose, and anon cannot read it back', async () => {
    const checked = checkVisitorForm(contactPageInquirySchema, {
      ...INQUIRY,
      phone: '+52 1 55 1234 5678',
      whatsapp_consent: true,
    });
    if (!checked.ok) throw new Error('the form refused a valid inquiry');
    const id = crypto.randomUUID();
    const { error } = await b.as.anon.from('contact_inquiries').insert({ ...checked.row, id });
    expect(error).toBeNull();

    const { data: seenByAnon } = await b.as.anon.from('contact_inquiries').select('phone').eq('id', id);
    expect(seenByAnon ?? []).toEqual([]);
    const { data: seenByMember } = await b.as.member.from('contact_inquiries').select('phone').eq('id', id);
    expect(seenByMember ?? []).toEqual([]);
    const { data: seenByEditor } = await b.as.editor
      .from('contact_inquiries')
      .select('id, phone, whatsapp_consent')
      .eq('id', id)
      .single();
    expect(seenByEditor).toEqual({ id, phone: '+5215512345678', whatsapp_consent: true });
    expect(visitorReference(seenByEditor?.id ?? '')).toMatch(/^\d{6}$/);
  });

  it.each(['prayer_requests', 'job_applications'] as const)(
    'anon may not write %s.phone directly (the server functions do)',
    async (table) => {
      const { error } = await b.as.anon.from(table).insert({ name: 'Ana', phone: '+5215512345678' } as never);
      expect(error?.code).toBe('42501');
    },
  );
});

describe('send-prayer-request', () => {
  it('stores the phone and consent and answers the reference read from the stored row', async () => {
    const { send } = prayerWallHarness(b);
    const sent = await send({ phone: '+34 600 000 000', whatsapp_consent: true });
    expect(sent.status).toBe(201);
    const { data } = await b.as.pastoral
      .from('prayer_requests')
      .select('phone, whatsapp_consent')
      .eq('id', sent.id ?? '')
      .single();
    expect(data).toEqual({ phone: '+34600000000', whatsapp_consent: true });
    expect(sent.reference).toBe(visitorReference(sent.id ?? ''));
  });

  it('refuses a phone without its country code with the Spanish sentence', async () => {
    const { send } = prayerWallHarness(b);
    expect((await send({ phone: '600 000 000' })).status).toBe(400);
  });
});
