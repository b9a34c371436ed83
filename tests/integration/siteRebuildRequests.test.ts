import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Every change visitors can see records a rebuild request; drafts and unapproved testimonials never do.
let test: TestBackend;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.backend.db.query('delete from public.site_rebuild_requests');
});

async function reasons(): Promise<string[]> {
  const { rows } = await test.backend.db.query<{ reason: string }>(
    'select reason from public.site_rebuild_requests where handled_at is null order by id',
  );
  return rows.map((row) => row.reason);
}

const NOW = new Date().toISOString();

describe('posts through the API as an editor', () => {
  it('records publish, edit of a published post, unpublish and delete; never draft edits', async () => {
    const editor = await test.signedIn('editor@example.org');
    const posts = editor.from('posts');
    const { data, error } = await posts
      .insert({ title: 'Borrador', slug: 'borrador-rebuild' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = data!.id;
    await posts.update({ title: 'Borrador editado' }).eq('id', id);
    expect(await reasons()).toEqual([]);

    const steps: Array<[string, () => PromiseLike<{ error: unknown }>]> = [
      ['publish', () => posts.update({ is_published: true, published_at: NOW }).eq('id', id)],
      ['edit published', () => posts.update({ title: 'Publicado editado' }).eq('id', id)],
      ['unpublish', () => posts.update({ is_published: false }).eq('id', id)],
    ];
    for (const [name, step] of steps) {
      const { error: stepError } = await step();
      expect(stepError, name).toBeNull();
      expect(await reasons(), name).toEqual(['posts update']);
      await test.backend.db.query('delete from public.site_rebuild_requests');
    }
    await posts.delete().eq('id', id);
    expect(await reasons()).toEqual([]);

    await posts.insert({ title: 'Directo', slug: 'directo-rebuild', is_published: true, published_at: NOW });
    expect(await reasons()).toEqual(['posts insert']);
    await test.backend.db.query('delete from public.site_rebuild_requests');
    await posts.delete().eq('slug', 'directo-rebuild');
    expect(await reasons()).toEqual(['posts delete']);
  });

  it('records one request for a bulk change of many published rows', async () => {
    await test.backend.db.query(`update public.posts set category = 'general' where is_published`);
    expect(await reasons()).toEqual(['posts update']);
  });
});

describe.each([
  [
    'videos',
    `insert into public.videos (title, video_url) values ('V', 'https://example.org/v') returning id`,
  ],
  [
    'audios',
    `insert into public.audios (title, audio_url) values ('A', 'https://example.org/a') returning id`,
  ],
  [
    'resources',
    `insert into public.resources (title, file_url) values ('R', 'https://example.org/r') returning id`,
  ],
  [
    'events',
    `insert into public.events (title, slug, location_name, starts_at, ends_at, time_zone)
     values ('E', 'e-rebuild', 'Templo', '2026-01-07 19:00', '2026-01-07 20:00', 'Europe/Madrid') returning id`,
  ],
])('%s', (table, insertDraft) => {
  it('records publish, unpublish and delete of a published row, not draft edits', async () => {
    const db = test.backend.db;
    const id = (await db.query<{ id: string }>(insertDraft)).rows[0]!.id;
    await db.query(`update public.${table} set title = 'Otro' where id = $1`, [id]);
    expect(await reasons()).toEqual([]);
    await db.query(`update public.${table} set is_published = true, published_at = now() where id = $1`, [
      id,
    ]);
    expect(await reasons()).toEqual([`${table} update`]);
    await db.query(`delete from public.${table} where id = $1`, [id]);
    expect(await reasons()).toEqual([`${table} update`, `${table} delete`]);
  });
});

describe('testimonials', () => {
  it('records approval, edits and deletion of approved ones, never visitor submissions', async () => {
    const visitor = test.client('anon');
    const { error } = await visitor
      .from('testimonials')
      .insert({ name: 'Ana', country: 'Chile', testimonial_text: 'Dios es fiel.', email: null });
    expect(error).toBeNull();
    expect(await reasons()).toEqual([]);

    const pastoral = await test.signedIn('pastoral@example.org');
    const { data } = await pastoral.from('testimonials').select('id').eq('name', 'Ana').single();
    await pastoral.from('testimonials').update({ is_approved: true }).eq('id', data!.id);
    expect(await reasons()).toEqual(['testimonials update']);
    await pastoral.from('testimonials').delete().eq('id', data!.id);
    expect(await reasons()).toEqual(['testimonials update', 'testimonials delete']);
  });

  it('ignores deleting an unapproved testimonial', async () => {
    await test
      .client('anon')
      .from('testimonials')
      .insert({ name: 'Luis', country: 'Perú', testimonial_text: 'Amén.' });
    const pastoral = await test.signedIn('pastoral@example.org');
    await pastoral.from('testimonials').delete().eq('name', 'Luis');
    expect(await reasons()).toEqual([]);
  });
});

describe('who can read and write the rebuild tables', () => {
  it.each(['admin@example.org', 'editor@example.org', 'pastoral@example.org'])(
    '%s reads the status',
    async (email) => {
      const staff = await test.signedIn(email);
      const { data, error } = await staff.from('site_build_status').select('state').single();
      expect(error).toBeNull();
      expect(data?.state).toBe('idle');
      const requests = await staff.from('site_rebuild_requests').select('id');
      expect(requests.error).toBeNull();
    },
  );

  it('visitors can neither read nor write them', async () => {
    const visitor = test.client('anon');
    for (const table of ['site_build_status', 'site_rebuild_requests'] as const) {
      const { error } = await visitor.from(table).select('*');
      expect(error?.code).toBe('42501');
    }
    const insert = await visitor.from('site_rebuild_requests').insert({ reason: 'manual' });
    expect(insert.error?.code).toBe('42501');
  });

  it('staff cannot write them directly (only the server function and the rebuilder do)', async () => {
    const admin = await test.signedIn('admin@example.org');
    const insert = await admin.from('site_rebuild_requests').insert({ reason: 'manual' });
    expect(insert.error?.code).toBe('42501');
    const { data } = await admin
      .from('site_build_status')
      .update({ state: 'failed' })
      .eq('id', true)
      .select();
    expect(data ?? []).toEqual([]);
    const { rows } = await test.backend.db.query<{ state: string }>(
      'select state from public.site_build_status',
    );
    expect(rows[0]!.state).toBe('idle');
  });
});
