import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStatement, type SeededBackend, startSeededBackend } from '../support/sqlAccess.ts';

let s: SeededBackend;
beforeAll(async () => {
  s = await startSeededBackend();
});
afterAll(() => s.close());

const submitTestimonial = (overrides: Record<string, unknown>) => {
  const row = { name: 'Ana', country: 'Chile', testimonial_text: 'Dios es bueno.', is_approved: false };
  return insertStatement('testimonials', { ...row, ...overrides });
};

describe('what visitors can see', () => {
  it('hides unapproved testimonials from anonymous visitors', async () => {
    const result = await s.attempt('anon', 'select id from public.testimonials where not is_approved');
    expect(result).toMatchObject({ ok: true, rows: [] });
  });

  it.each(['anon', 'member', 'editor', 'admin'] as const)(
    'never lets %s read the testimonial email column',
    async (actor) => {
      const result = await s.attempt(actor, 'select email from public.testimonials');
      expect(result).toMatchObject({ ok: false, code: '42501' });
    },
  );

  it('gives moderators the emails through the review view, and nobody else', async () => {
    const emails = 'select email from public.testimonials_for_review where email is not null';
    expect(await s.attempt('pastoral', emails)).toMatchObject({ ok: true, rowCount: 3 });
    expect(await s.attempt('service_role', emails)).toMatchObject({ ok: true, rowCount: 3 });
    expect(await s.attempt('member', emails)).toMatchObject({ ok: true, rowCount: 0 });
    expect(await s.attempt('anon', emails)).toMatchObject({ ok: false, code: '42501' });
  });

  it('shows anonymous visitors neither drafts nor scheduled posts', async () => {
    const result = await s.attempt('anon', 'select slug from public.posts');
    const slugs = result.ok ? result.rows.map((row) => row.slug) : [];
    expect(slugs).toHaveLength(13);
    expect(slugs).not.toContain('una-familia-edificada-sobre-la-roca');
    expect(slugs).not.toContain('vida-cristiana-en-lo-cotidiano');
    expect(slugs).not.toContain('ayuno-y-oracion-una-guia-practica');
  });

  it.each(['donations', 'prayer_requests', 'job_applications'])(
    'keeps %s away from editors',
    async (table) => {
      expect(await s.attempt('editor', `select id from public.${table}`)).toMatchObject({
        ok: true,
        rowCount: 0,
      });
    },
  );
});

describe('what visitors can write', () => {
  it('refuses a testimonial submitted as already approved', async () => {
    const { sql, params } = submitTestimonial({ is_approved: true });
    const result = await s.attempt('anon', sql, params);
    expect(result).toMatchObject({ ok: false, code: '42501' });
    if (!result.ok) expect(result.message).toContain('row-level security');
  });

  it.each([
    ['an id', { id: '50000000-0000-4000-a000-0000000000aa' }],
    ['a creation date', { created_at: '2020-01-01' }],
  ])('refuses a submission that sets %s', async (_, overrides) => {
    const { sql, params } = submitTestimonial(overrides);
    expect(await s.attempt('anon', sql, params)).toMatchObject({ ok: false, code: '42501' });
  });

  it.each([
    ['a 201-word testimonial', { testimonial_text: 'amén '.repeat(201) }],
    ['a blank name', { name: ' \n ' }],
    ['a malformed email', { email: 'no-es-un-correo' }],
  ])('refuses %s', async (_, overrides) => {
    const { sql, params } = submitTestimonial(overrides);
    expect(await s.attempt('anon', sql, params)).toMatchObject({ ok: false, code: '23514' });
  });

  it('refuses any photo URL from a visitor: photos arrive only through the upload function', async () => {
    const { sql, params } = submitTestimonial({ photo_url: 'https://example.org/foto.webp' });
    expect(await s.attempt('anon', sql, params)).toMatchObject({ ok: false, code: '42501' });
  });

  it('refuses a javascript: photo URL even from the upload function (service role)', async () => {
    const { sql, params } = submitTestimonial({ photo_url: 'javascript:alert(1)' });
    expect(await s.attempt('service_role', sql, params)).toMatchObject({ ok: false, code: '23514' });
  });

  it.each([
    ['contact_inquiries', { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }],
    ['contact_inquiries', { name: 'A', email: 'a@example.com', message: 'Hola', interest_type: 'spam' }],
    ['prayer_requests', { name: 'x'.repeat(201), request_text: 'Por mi familia.' }],
    ['subscribers', { email: `${'a'.repeat(320)}@example.com` }],
    [
      'job_applications',
      {
        name: 'A',
        email: 'a@example.com',
        position_interest: 'X',
        cv_path: 'otro/cv.pdf',
        status: 'Recibido',
      },
    ],
    [
      'job_applications',
      {
        name: 'A',
        email: 'a@example.com',
        position_interest: 'X',
        cv_path: 'public/cv.pdf',
        cover_letter_text: 'x'.repeat(10001),
        status: 'Recibido',
      },
    ],
  ])('refuses oversized or malformed input in %s', async (table, row) => {
    const { sql, params } = insertStatement(table, row);
    // Applications are inserted by the upload function with the service role; the checks hold there too.
    const writer = table === 'job_applications' ? 'service_role' : 'anon';
    expect(await s.attempt(writer, sql, params)).toMatchObject({ ok: false, code: '23514' });
  });

  it('treats a subscriber email in other letter case as a duplicate (23505)', async () => {
    const { sql, params } = insertStatement('subscribers', { email: 'Maria.Lopez@Example.com' });
    expect(await s.attempt('anon', sql, params)).toMatchObject({ ok: false, code: '23505' });
  });
});

describe('staff roles', () => {
  it('does not let an admin change their own role', async () => {
    const result = await s.attempt('admin', `update public.users set role = null where id = $1`, [
      s.ids.admin,
    ]);
    expect(result).toMatchObject({ ok: true, rowCount: 0 });
  });

  it('lets an admin promote another user', async () => {
    const sql = `update public.users set role = 'editor' where id = $1`;
    expect(await s.attempt('admin', sql, [s.ids.member])).toMatchObject({ ok: true, rowCount: 1 });
    expect(await s.attempt('editor', sql, [s.ids.member])).toMatchObject({ ok: true, rowCount: 0 });
  });

  it('refuses donations with a non-positive amount or a lower-case currency', async () => {
    for (const row of [
      { amount: 0, currency: 'USD' },
      { amount: 100, currency: 'usd' },
    ]) {
      const { sql, params } = insertStatement('donations', row);
      expect(await s.attempt('admin', sql, params)).toMatchObject({ ok: false, code: '23514' });
    }
  });

  it('accepts a 200-word testimonial', async () => {
    const { sql, params } = submitTestimonial({ testimonial_text: 'amén '.repeat(200) });
    expect(await s.attempt('anon', sql, params)).toMatchObject({ ok: true, rowCount: 1 });
  });

  it('keeps the private schema out of reach of the API roles', async () => {
    for (const actor of ['anon', 'admin'] as const) {
      const call = await s.attempt(actor, `select private.has_role('admin')`);
      expect(call).toMatchObject({ ok: false, code: '42501' });
    }
  });
});
