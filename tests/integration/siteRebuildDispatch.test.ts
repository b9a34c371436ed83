import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestSiteRebuild } from '../../netlify/lib/requestSiteRebuild.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The production job on a database without pg_net or Vault: tiny stand-ins record what it would send.
const HOOK = 'https://api.netlify.com/build_hooks/abc123';
const STUBS = `
  create schema vault;
  create table vault.decrypted_secrets (name text, decrypted_secret text);
  create schema net;
  create table net.calls (url text, body jsonb);
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
    headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint
  language sql as $$ insert into net.calls values (url, body); select 1::bigint $$;
`;

let test: TestBackend;
const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  test.backend.db.query<Row>(text, params).then((result) => result.rows);

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  await test.backend.db.exec(STUBS);
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.backend.db.exec(`
    delete from public.site_rebuild_requests; delete from net.calls; delete from vault.decrypted_secrets;
    update public.site_build_status set state = 'idle', last_error = null, last_dispatched_at = now();`);
  await sql('insert into vault.decrypted_secrets values ($1, $2)', ['netlify_build_hook_url', HOOK]);
});

const dispatch = async (quiet = '1 minute') =>
  (await sql<{ sent: boolean }>('select private.dispatch_site_rebuild($1::interval) as sent', [quiet]))[0]!
    .sent;
const calls = () => sql<{ url: string }>('select url from net.calls');
const pending = async () =>
  Number(
    (
      await sql<{ n: string }>(
        'select count(*) as n from public.site_rebuild_requests where handled_at is null',
      )
    )[0]!.n,
  );

describe('private.dispatch_site_rebuild', () => {
  it('does nothing without pending requests', async () => {
    expect(await dispatch()).toBe(false);
    expect(await calls()).toEqual([]);
  });

  it('waits while saves keep coming, then calls the hook from Vault once and marks them handled', async () => {
    await sql(
      `insert into public.site_rebuild_requests (reason) values ('posts update'), ('testimonials update')`,
    );
    expect(await dispatch('1 minute')).toBe(false);
    expect(await calls()).toEqual([]);
    expect(await dispatch('0 seconds')).toBe(true);
    expect(await calls()).toEqual([{ url: HOOK }]);
    expect(await pending()).toBe(0);
    expect(await dispatch('0 seconds')).toBe(false);
    expect(await calls()).toHaveLength(1);
  });

  it('does not wait longer than max_wait for a steady stream of saves', async () => {
    await sql(`insert into public.site_rebuild_requests (reason, requested_at) values
      ('posts update', now() - interval '11 minutes'), ('posts update', now())`);
    expect(await dispatch('1 minute')).toBe(true);
  });

  it('calls at once for the staff button', async () => {
    await sql(`insert into public.site_rebuild_requests (reason) values ('manual')`);
    expect(await dispatch('1 minute')).toBe(true);
  });

  it('requests a build when a scheduled post came due since the last call', async () => {
    await sql(`update public.site_build_status set last_dispatched_at = now() - interval '5 minutes'`);
    await sql(`insert into public.posts (title, slug, is_published, published_at)
      values ('Programado', 'programado-dispatch', true, now() + interval '1 hour')`);
    await sql(`delete from public.site_rebuild_requests`);
    expect(await dispatch('1 minute')).toBe(false);
    // The hour passes.
    await sql(
      `update public.posts set published_at = now() - interval '1 minute' where slug = 'programado-dispatch'`,
    );
    await sql(`delete from public.site_rebuild_requests`);
    expect(await dispatch('1 minute')).toBe(true);
    expect(await calls()).toEqual([{ url: HOOK }]);
  });

  it('rebuilds once a new day began in the zone of a published event, so past dates drop off', async () => {
    await sql(`delete from public.posts where slug = 'programado-dispatch'`);
    await sql(`delete from public.site_rebuild_requests`);
    await sql(`update public.site_build_status set last_dispatched_at = now() - interval '1 day'`);
    expect(await dispatch('1 minute')).toBe(true);
    expect(await dispatch('1 minute')).toBe(false);
    await sql('update public.events set is_published = false');
    await sql(`delete from public.site_rebuild_requests`);
    await sql(`update public.site_build_status set last_dispatched_at = now() - interval '1 day'`);
    expect(await dispatch('1 minute')).toBe(false);
    await sql(`update public.events set is_published = true where published_at is not null`);
  });

  it('keeps requests pending and reports the missing secret', async () => {
    await sql('delete from vault.decrypted_secrets');
    await sql(`insert into public.site_rebuild_requests (reason) values ('manual')`);
    expect(await dispatch()).toBe(false);
    expect(await pending()).toBe(1);
    const [status] = await sql<{ state: string; last_error: string }>(
      'select state, last_error from public.site_build_status',
    );
    expect(status).toMatchObject({
      state: 'failed',
      last_error: expect.stringContaining('netlify_build_hook_url'),
    });
  });

  it('is not callable through the API', async () => {
    const admin = await test.signedIn('admin@example.org');
    const { error } = await admin.rpc('dispatch_site_rebuild' as never);
    expect(error).not.toBeNull();
  });
});

describe('request-site-rebuild function', () => {
  let handler: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    handler = requestSiteRebuild.create({
      supabaseUrl: API_URL,
      secretKey: test.backend.ctx.keys.secretKey,
      fetch: (input, init) => test.backend.fetch(new Request(input, init)),
    });
    const { error } = await test.client('service_role').auth.admin.createUser({
      email: 'sin.rol@example.org',
      password: 'demo-password-123',
      email_confirm: true,
    });
    expect(error).toBeNull();
  });

  const tokenOf = async (email: string) =>
    (await (await test.signedIn(email)).auth.getSession()).data.session!.access_token;
  const post = (token: string | null, method = 'POST') =>
    handler(
      new Request('http://localhost/.netlify/functions/request-site-rebuild', {
        method,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }),
    );

  it.each(['admin@example.org', 'editor@example.org', 'pastoral@example.org'])(
    'accepts %s',
    async (email) => {
      const response = await post(await tokenOf(email));
      expect(response.status).toBe(202);
      const rows = await sql<{ reason: string }>(
        'select reason from public.site_rebuild_requests where handled_at is null',
      );
      expect(rows).toEqual([{ reason: 'manual' }]);
    },
  );

  it.each([
    ['no token', async () => null, 401, 'no_authorization'],
    ['a bad token', async () => 'not-a-jwt', 401, 'bad_jwt'],
    ['a user without a staff role', () => tokenOf('sin.rol@example.org'), 403, 'not_staff'],
  ])('refuses %s', async (_name, token, status, code) => {
    const response = await post(await token());
    expect(response.status).toBe(status);
    expect((await response.json()).code).toBe(code);
    expect(await pending()).toBe(0);
  });

  it('answers 405 to GET', async () => {
    expect((await post(null, 'GET')).status).toBe(405);
  });
});
