import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

/** The honeypot trigger: a filled "website" field gets a 201 and stores nothing; an empty one is cleared. */
describe('honeypot on visitor forms', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
  });
  afterAll(() => t.close());

  const rows = {
    testimonials: { name: 'Bot', country: 'Nowhere', testimonial_text: 'spam', is_approved: false },
    contact_inquiries: { name: 'Bot', email: 'bot@example.org', message: 'spam' },
    subscribers: { email: 'bot@example.org', country: 'Nowhere', subscribed_via: 'Unknown', is_active: true },
    prayer_requests: { name: 'Bot', request_text: 'spam', is_public: false, is_prayed_for: false },
    job_applications: {
      name: 'Bot',
      email: 'bot@example.org',
      position_interest: 'x',
      cv_path: 'public/cv.pdf',
      status: 'Recibido',
    },
  } as const;
  const tables = Object.keys(rows) as (keyof typeof rows)[];
  // Applications arrive only through the visitor-upload function, which inserts them with the service role
  // (uploadFunction.test.ts sends a bot's form through it); the trigger guards that path all the same.
  const writer = (table: keyof typeof rows) => (table === 'job_applications' ? 'service_role' : 'anon');

  it.each(tables)('%s: a filled honeypot answers 201 and stores nothing', async (table) => {
    const { error, status } = await t
      .client(writer(table))
      .from(table)
      .insert({ ...rows[table], website: 'http://spam.example' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const { count } = await t.client('service_role').from(table).select('*', { count: 'exact', head: true });
    expect(count).toBe(0);
  });

  it.each(tables)('%s: an empty honeypot stores the row with website null', async (table) => {
    const { error } = await t
      .client(writer(table))
      .from(table)
      .insert({ ...rows[table], website: '  ' });
    expect(error).toBeNull();
    const { data } = await t.client('service_role').from(table).select('website');
    expect(data).toEqual([{ website: null }]);
  });
});
