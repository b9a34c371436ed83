import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, photoWithGps } from '../../netlify/lib/uploads/uploadFixtures.ts';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { API_URL } from '../support/testBackend.ts';
import { visitorUploads } from '../support/visitorUploads.ts';

/**
 * docs/spec.md §7 "Public writes": every form of the public site, written as the site writes it (anon key, no
 * `.select()` after visitor inserts), checked as the service role.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const anon = () => b.as.anon;
const STORAGE = `${API_URL}/storage/v1`;

describe('public writes', () => {
  it('a testimonial with a photo: through the upload function, re-encoded, public URL, unapproved', async () => {
    const story = {
      name: 'Rosa Medina',
      email: 'rosa.medina@example.com',
      country: 'Bolivia',
      testimonial_text: 'Encontré paz en medio de la tormenta.',
    };
    const sent = await visitorUploads(b).upload('photo', await photoWithGps(), 'image/jpeg', story);
    expect(sent.status).toBe(201);
    const photoUrl = sent.body.url as string;
    expect(photoUrl).toMatch(new RegExp(`^${STORAGE}/object/public/testimonial_photos/public/testimonial_`));
    const photo = await b.backend.fetch(new Request(photoUrl));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    const { data } = await b.service.from('testimonials_for_review').select('*').eq('name', 'Rosa Medina');
    expect(data).toEqual([expect.objectContaining({ ...story, photo_url: photoUrl, is_approved: false })]);
    // Not approved yet, so the site does not show it.
    const shown = await anon().from('testimonials').select('id').eq('name', 'Rosa Medina');
    expect(shown.data).toEqual([]);
  });

  it('a testimonial without a photo: straight to the table, unapproved', async () => {
    const story = {
      name: 'Luis Paz',
      country: 'Perú',
      testimonial_text: 'Dios es fiel.',
      is_approved: false,
    };
    expect(await anon().from('testimonials').insert(story)).toMatchObject({
      status: 201,
      error: null,
      data: null,
    });
    const { data } = await b.service.from('testimonials_for_review').select('*').eq('name', 'Luis Paz');
    expect(data).toEqual([expect.objectContaining({ ...story, photo_url: null })]);
  });

  it('a contact inquiry from the home section', async () => {
    const inquiry = {
      name: 'Luis Ortega',
      email: 'luis.ortega@example.com',
      message: 'Quisiera recibir un estudio bíblico.',
      interest_type: 'estudio_biblico',
    };
    expect(await anon().from('contact_inquiries').insert(inquiry)).toMatchObject({
      status: 201,
      error: null,
    });
    const { data } = await b.service.from('contact_inquiries').select('*').eq('email', inquiry.email);
    expect(data).toEqual([expect.objectContaining({ ...inquiry, subject: null, handled: false })]);
  });

  it('a subscription, then the same email again → 23505 ("Ya estás suscrito")', async () => {
    const subscriber = {
      email: 'nueva.lectora@example.com',
      name: null,
      country: 'Uruguay',
      wants_reflections: true,
      subscribed_via: 'BlogHighlightSection',
      is_active: true,
    };
    expect(await anon().from('subscribers').insert(subscriber)).toMatchObject({ status: 201, error: null });
    const again = await anon()
      .from('subscribers')
      .insert({ ...subscriber, email: 'Nueva.Lectora@example.com' });
    expect(again).toMatchObject({ status: 409, error: { code: '23505' } });
    const { data } = await b.service
      .from('subscribers')
      .select('*')
      .ilike('email', 'nueva.lectora@example.com');
    expect(data).toEqual([expect.objectContaining(subscriber)]);
  });

  it('a subscription asking for the row back is refused and stores nothing (hence no .select())', async () => {
    const result = await anon()
      .from('subscribers')
      .insert({ email: 'con.select@example.com', country: 'Chile', is_active: true })
      .select();
    expect(result).toMatchObject({ status: 401, error: { code: '42501' } });
    const { count } = await b.service
      .from('subscribers')
      .select('id', { count: 'exact', head: true })
      .eq('email', 'con.select@example.com');
    expect(count).toBe(0);
  });

  it.each([
    ['the dialog', { name: 'Marta', email: 'marta@example.com', request_text: 'Por mi hijo.' }],
    ['the chat assistant', { name: 'Julio', request_text: 'Por trabajo.' }],
  ])('a prayer request from %s, private and not prayed for', async (_from, fields) => {
    const insert = await anon()
      .from('prayer_requests')
      .insert({ ...fields, is_public: false, is_prayed_for: false });
    expect(insert).toMatchObject({ status: 201, error: null });
    const { data } = await b.service.from('prayer_requests').select('*').eq('name', fields.name);
    expect(data).toEqual([
      expect.objectContaining({ email: null, ...fields, is_public: false, is_prayed_for: false }),
    ]);
  });

  it('a job application: through the upload function, CV in the private bucket, the row keeps its path', async () => {
    const application = {
      name: 'Juan Carlos Pérez',
      email: 'jc.perez@example.com',
      city_country: 'Quito, Ecuador',
      position_interest: 'Junior Front-End Developer',
      cover_letter_text: '',
    };
    const sent = await visitorUploads(b).upload('cv', pdf(), 'application/pdf', application);
    expect(sent.status).toBe(201);
    const path = sent.body.path as string;
    expect(path).toMatch(/^public\/cv_Juan_Carlos_Perez_[0-9a-f-]{36}\.pdf$/);
    // The bucket is private: its "public URL" serves nothing, which is why the row stores the path.
    const { publicUrl } = anon().storage.from('applicant_cvs').getPublicUrl(path).data;
    const refused = await b.backend.fetch(new Request(publicUrl));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });

    const { data } = await b.service.from('job_applications').select('*').eq('cv_path', path);
    expect(data).toEqual([
      expect.objectContaining({ ...application, cover_letter_text: null, cv_path: path, status: 'Recibido' }),
    ]);
    const stored = await b.service.storage.from('applicant_cvs').download(path);
    expect(stored.data?.type).toBe('application/pdf');
    // The page promises «te escribiremos al correo que nos diste»: the first email is queued at once.
    const { data: confirmation } = await b.service
      .from('email_outbox')
      .select('subject, text')
      .eq('kind', 'application_received')
      .eq('recipient', 'jc.perez@example.com');
    expect(confirmation).toEqual([expect.objectContaining({ subject: 'Recibimos tu solicitud' })]);
    expect(confirmation![0]!.text).toContain('«Junior Front-End Developer»');
  });
});
