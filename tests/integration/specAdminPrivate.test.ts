import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonHolders } from '../support/accessMatrix.ts';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';

/** docs/spec.md §7 "Admin" for what only admins see: donations, and applicants' CVs through signed URLs. */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const SEEDED_CV = 'public/cv_Ana_Martinez_1748390400000.pdf';

async function get(url: string): Promise<Response> {
  return b.backend.fetch(new Request(url));
}

describe('donations', () => {
  const admin = () => b.as.admin;
  const list = () => admin().from('donations').select('*').order('donation_date', { ascending: false });
  const search = (term: string) =>
    list().or(
      `donor_email.ilike.%${term}%,donor_name.ilike.%${term}%,stripe_payment_intent_id.ilike.%${term}%`,
    );

  it('lists every donation by date, newest first, amounts in cents', async () => {
    const { data } = await list();
    expect(data!.map((row) => [row.donation_date, row.amount, row.currency, row.status])).toEqual([
      ['2025-06-03', 7500, 'USD', 'failed'],
      ['2025-06-02', 2000, 'USD', 'pending'],
      ['2025-05-28', 150000, 'MXN', 'pending'],
      ['2025-05-15', 2500, 'EUR', 'succeeded'],
      ['2025-05-09', 10000, 'USD', 'succeeded'],
      ['2025-05-02', 5000, 'USD', 'succeeded'],
    ]);
  });

  it.each([
    ['a name', 'castillo', ['Pedro Castillo']],
    ['an email', 'TESORERIA', ['Iglesia Vida Nueva']],
    ['a payment intent', 'pi_demo_3RkF7g8h', ['Carlos Andrés Gómez']],
  ])('searches by %s', async (_kind, term, names) => {
    expect((await search(term)).data!.map((row) => row.donor_name)).toEqual(names);
  });

  it('inserts, updates and deletes by id; the amount is whole cents', async () => {
    const created = await admin()
      .from('donations')
      .insert({
        donor_name: 'Hermanos Quispe',
        donor_email: null,
        amount: Math.round(25.5 * 100),
        currency: 'PEN',
        status: 'pending',
        donation_date: '2025-06-10',
        notes: null,
      })
      .select()
      .single();
    expect(created).toMatchObject({
      status: 201,
      data: { amount: 2550, currency: 'PEN', status: 'pending' },
    });
    const id = created.data!.id;
    const updated = await admin()
      .from('donations')
      .update({ status: 'succeeded', notes: 'Confirmada' })
      .eq('id', id)
      .select()
      .single();
    expect(updated.data).toMatchObject({ status: 'succeeded', notes: 'Confirmada', amount: 2550 });
    expect(await admin().from('donations').delete().eq('id', id)).toMatchObject({ status: 204 });
    expect((await b.service.from('donations').select('id').eq('id', id)).data).toEqual([]);
  });

  it('refuses a zero amount with the check constraint (23514 → 400)', async () => {
    const { error, status } = await admin().from('donations').insert({ amount: 0, currency: 'USD' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
  });
});

describe("opening an applicant's CV", () => {
  it('the admin gets a short-lived signed URL that serves the PDF', async () => {
    const { data, error } = await b.as.admin.storage.from('applicant_cvs').createSignedUrl(SEEDED_CV, 60);
    expect(error).toBeNull();
    const res = await get(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await res.arrayBuffer())).toMatch(/^%PDF-/);
  });

  it.each(nonHolders('applications.manage'))('%s gets no signed URL', async (actor) => {
    const { data, error } = await b.as[actor].storage.from('applicant_cvs').createSignedUrl(SEEDED_CV, 60);
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('a signed URL for one CV does not open another', async () => {
    const { data } = await b.as.admin.storage.from('applicant_cvs').createSignedUrl(SEEDED_CV, 60);
    const other = data!.signedUrl.replace('cv_Ana_Martinez_1748390400000', 'cv_Daniel_Rojas_1748908800000');
    const res = await get(other);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'InvalidSignature' });
  });
});
