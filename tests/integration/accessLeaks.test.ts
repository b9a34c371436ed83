import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, TABLES } from '../support/accessMatrix.ts';
import { type ActorBackend, deniedStatus, startActorBackend, untyped } from '../support/actorClients.ts';

/**
 * The side doors the cell-by-cell matrix does not walk: counts, embeds, filters and orderings on hidden
 * columns, and a visitor trying to approve their own testimonial.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const permissionDenied = (actor: Actor, table: string, kind = 'table') => ({
  status: deniedStatus(actor),
  error: { code: '42501', message: `permission denied for ${kind} ${table}`, details: null, hint: null },
});

async function realCount(table: string): Promise<number> {
  const { rows } = await b.backend.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
  return rows[0]!.n;
}

describe('counts never reveal hidden rows', () => {
  const hidden = Object.entries(TABLES).flatMap(([table, rules]) =>
    ACTORS.filter((actor) => rules.access[actor].select === 'none').map((actor) => [table, actor] as const),
  );

  it.each(hidden)('%s as %s: an exact head count is 0 or refused', async (table, actor) => {
    const columns = table === 'testimonials' ? 'id' : '*';
    const result = await untyped(b.as[actor]).from(table).select(columns, { count: 'exact', head: true });
    expect(await realCount(TABLES[table]!.rowsOf ?? table)).toBeGreaterThan(0);
    if (result.error) {
      // A HEAD response carries no body: supabase-js keeps only the status of the 42501.
      expect(result).toMatchObject({ count: null, status: deniedStatus(actor) });
    } else {
      expect(result).toMatchObject({ count: 0, status: 200 });
    }
  });

  it('counts only approved testimonials and visible posts for visitors', async () => {
    const testimonials = await b.as.anon.from('testimonials').select('id', { count: 'exact', head: true });
    expect(testimonials.count).toBe(6);
    const posts = await b.as.member.from('posts').select('*', { count: 'exact', head: true });
    const { rows } = await b.backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.posts where is_published and published_at <= now()',
    );
    expect(posts.count).toBe(rows[0]!.n);
    expect(posts.count).toBeLessThan(await realCount('posts'));
  });
});

describe("a testimonial's email stays private", () => {
  const probes = [
    ['selecting it', (actor: Actor) => b.as[actor].from('testimonials').select('id, email')],
    ['selecting *', (actor: Actor) => untyped(b.as[actor]).from('testimonials').select('*')],
    [
      'filtering on it',
      (actor: Actor) => b.as[actor].from('testimonials').select('id').eq('email', 'carlos.gomez@example.com'),
    ],
    ['ordering by it', (actor: Actor) => b.as[actor].from('testimonials').select('id').order('email')],
    [
      'an or filter on it',
      (actor: Actor) => b.as[actor].from('testimonials').select('id').or('email.like.*example.com'),
    ],
  ] as const;
  const cells = ACTORS.flatMap((actor) => probes.map(([name, probe]) => [actor, name, probe] as const));

  it.each(cells)('%s is refused %s', async (actor, _name, probe) => {
    expect(await probe(actor)).toMatchObject({ data: null, ...permissionDenied(actor, 'testimonials') });
  });

  it('reaches moderators through testimonials_for_review, and nobody else', async () => {
    const view = (actor: Actor) =>
      b.as[actor].from('testimonials_for_review').select('email').not('email', 'is', null);
    expect(await view('anon')).toMatchObject(permissionDenied('anon', 'testimonials_for_review', 'view'));
    expect(await view('member')).toMatchObject({ status: 200, data: [] });
    for (const moderator of ['editor', 'pastoral', 'admin'] as const) {
      expect((await view(moderator)).data).toHaveLength(3);
    }
  });
});

describe('visitors cannot approve their own testimonial', () => {
  const story = { name: 'Visitante', email: null, country: 'Perú', testimonial_text: 'Dios es fiel.' };
  const approvedCount = async () =>
    (
      await b.service
        .from('testimonials')
        .select('id', { count: 'exact', head: true })
        .eq('is_approved', true)
    ).count;

  it.each(['anon', 'member'] as const)('%s: insert approved, update, upsert all refused', async (actor) => {
    const client = b.as[actor];
    const before = await approvedCount();
    const forged = await client.from('testimonials').insert({ ...story, photo_url: null, is_approved: true });
    expect(forged).toMatchObject({
      status: deniedStatus(actor),
      error: {
        code: '42501',
        message: 'new row violates row-level security policy for table "testimonials"',
      },
    });
    const pendingId = '50000000-0000-4000-a000-000000000007';
    const update = await client.from('testimonials').update({ is_approved: true }).eq('id', pendingId);
    if (actor === 'anon') expect(update).toMatchObject(permissionDenied('anon', 'testimonials'));
    else expect(update).toMatchObject({ status: 204, error: null });
    const upsert = await client.from('testimonials').upsert({ id: pendingId, ...story, is_approved: true });
    expect(upsert).toMatchObject(permissionDenied(actor, 'testimonials'));
    expect(await approvedCount()).toBe(before);
  });
});

describe('embedding private tables through public ones leaks nothing', () => {
  const embeds = [
    ['posts', 'id, author:users(email)'],
    ['videos', 'id, users(email)'],
    ['audios', 'id, speaker:users(email)'],
    ['resources', 'id, users(email)'],
  ] as const;

  it.each(embeds)('anon is refused %s with %s', async (table, select) => {
    expect(await untyped(b.as.anon).from(table).select(select)).toMatchObject({
      data: null,
      ...permissionDenied('anon', 'users'),
    });
  });

  it.each(embeds)('a member sees %s with %s but no staff emails', async (table, select) => {
    const { data, error } = await untyped(b.as.member).from(table).select(select);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('@example.org');
  });

  it('a member cannot find rows by a staff email through an inner embed', async () => {
    const { data } = await b.as.member
      .from('posts')
      .select('id, author:users!inner(email)')
      .eq('author.email', 'editor@example.org');
    expect(data).toEqual([]);
    const { data: staff } = await b.as.pastoral
      .from('posts')
      .select('id, author:users!inner(email)')
      .eq('author.email', 'editor@example.org');
    expect(staff!.length).toBeGreaterThan(0);
  });

  it('a member sees only their own user row, with published posts only', async () => {
    const { data } = await b.as.member.from('users').select('email, role, posts(title)');
    expect(data).toEqual([{ email: 'miembro@example.org', role: null, posts: [] }]);
  });

  it('the private schema is not exposed', async () => {
    const { error, status } = await b.as.member.schema('private' as 'public').rpc('has_role' as never);
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: private' });
  });
});

describe('what each staff role reads (docs/design.md §4)', () => {
  const visible = async (actor: Actor, table: 'donations' | 'prayer_requests' | 'job_applications') =>
    (await b.as[actor].from(table).select('id')).data?.length ?? null;

  it.each([
    ['editor', 0, 0, 0],
    ['pastoral', 0, 9, 0],
    ['admin', 6, 9, 2],
  ] as const)('%s reads %i donations, %i prayer requests, %i applications', async (actor, d, p, j) => {
    expect([
      await visible(actor, 'donations'),
      await visible(actor, 'prayer_requests'),
      await visible(actor, 'job_applications'),
    ]).toEqual([d, p, j]);
  });
});
