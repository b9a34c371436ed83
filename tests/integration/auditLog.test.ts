import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPurge } from '../../netlify/lib/jobs/auditPurge.ts';
import { manageStaff } from '../../netlify/lib/manageStaff.ts';
import { serviceActingFor } from '../../netlify/lib/staffCaller.ts';
import { ACTORS } from '../support/accessMatrix.ts';
import { type SeededBackend, startSeededBackend } from '../support/sqlAccess.ts';
import { API_URL } from '../support/testBackend.ts';

/**
 * The audit log (supabase/migrations/20261202160100_create_audit_log.sql): triggers record every staff
 * change whichever path made it, a server function's work names the staff member it acted for, and no
 * role, the secret key included, can edit or delete an entry.
 */
let s: SeededBackend;
const settings = () => ({
  supabaseUrl: API_URL,
  secretKey: s.backend.ctx.keys.secretKey,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => s.backend.fetch(new Request(input, init)),
});

beforeAll(async () => {
  s = await startSeededBackend();
  await s.backend.db.exec(
    `insert into public.audit_log (table_name, row_id, action, occurred_at)
     values ('posts', 'probe', 'update', now() - interval '2 years')`,
  );
});
afterAll(() => s.close());

interface Entry {
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  table_name: string;
  row_id: string | null;
  row_label: string | null;
  action: string;
  changed_columns: string[] | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function entriesFor(table: string, rowId: string): Promise<Entry[]> {
  const { rows } = await s.backend.db.query<Entry>(
    'select * from public.audit_log where table_name = $1 and row_id = $2 order by id',
    [table, rowId],
  );
  return rows;
}

const firstPost = async () =>
  (await s.backend.db.query<{ id: string }>('select id from public.posts order by id limit 1')).rows[0]!.id;

describe('the audit log', () => {
  it('records who changed which columns of a post, through the API as the editor', async () => {
    const id = await firstPost();
    const editor = await s.signedIn('editor@example.org');
    const { error } = await editor.from('posts').update({ title: 'Título auditado' }).eq('id', id);
    expect(error).toBeNull();
    const [entry] = await entriesFor('posts', id);
    expect(entry).toMatchObject({
      actor_id: s.ids.editor,
      actor_email: 'editor@example.org',
      actor_role: 'editor',
      row_label: 'Título auditado',
      action: 'update',
      changed_columns: ['title'],
      before: null,
      after: null,
    });
  });

  it('keeps the rows before and after for settings', async () => {
    const admin = await s.signedIn('admin@example.org');
    const drafts = admin.from('site_content_drafts');
    expect((await drafts.insert({ area: 'contact', content: { email: 'a@example.org' } })).error).toBeNull();
    const { error } = await drafts.update({ content: { email: 'b@example.org' } }).eq('area', 'contact');
    expect(error).toBeNull();
    const [, entry] = await entriesFor('site_content_drafts', 'contact');
    expect(entry).toMatchObject({ actor_role: 'admin', action: 'update', changed_columns: ['content'] });
    expect(entry!.before).toMatchObject({ content: { email: 'a@example.org' } });
    expect(entry!.after).toMatchObject({ content: { email: 'b@example.org' } });
  });

  it('names the staff member a server function acts for, and the secret key alone as no one', async () => {
    const { data, error } = await serviceActingFor(settings(), { id: s.ids.admin })
      .from('donations')
      .insert({ donor_name: 'Donante auditado', amount: 2500, currency: 'USD', status: 'succeeded' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const [named] = await entriesFor('donations', data!.id);
    expect(named).toMatchObject({ actor_id: s.ids.admin, actor_role: 'admin', action: 'insert' });
    expect(named!.after).toMatchObject({ amount: 2500 });

    const webhook = await s
      .client('service_role')
      .from('donations')
      .update({ notes: 'Reembolsada' })
      .eq('id', data!.id);
    expect(webhook.error).toBeNull();
    const [, bySecretKey] = await entriesFor('donations', data!.id);
    expect(bySecretKey).toMatchObject({ actor_id: null, actor_role: 'service_role', action: 'update' });
    expect(bySecretKey!.before).toMatchObject({ notes: null });
  });

  it('trusts the X-Staff-Actor header only under the secret key', async () => {
    const editor = await s.signedIn('editor@example.org');
    const id = await firstPost();
    const forged = await editor
      .from('posts')
      .update({ title: 'Con cabecera falsa' })
      .eq('id', id)
      .setHeader('X-Staff-Actor', s.ids.admin);
    expect(forged.error).toBeNull();
    const entries = await entriesFor('posts', id);
    expect(entries.at(-1)).toMatchObject({ actor_id: s.ids.editor, actor_role: 'editor' });
  });

  it('leaves a visitor’s own submission out: it is not a staff action', async () => {
    const { rows: before } = await s.backend.db.query('select id from public.audit_log');
    const { error } = await s.client('anon').from('contact_inquiries').insert({
      name: 'Visitante',
      email: 'visitante@example.com',
      message: 'Quiero saber más.',
      interest_type: 'saber_mas',
    });
    expect(error).toBeNull();
    const { rows: after } = await s.backend.db.query('select id from public.audit_log');
    expect(after.length).toBe(before.length);
  });

  it('records manage-staff’s invitation and role in the admin’s name', async () => {
    const handler = manageStaff.create(settings());
    const admin = await s.signedIn('admin@example.org');
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const response = await handler(
      new Request('http://127.0.0.1:4321/.netlify/functions/manage-staff', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ action: 'invite', email: 'auditada@example.org', role: 'pastoral' }),
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const entries = await entriesFor('users', id);
    expect(entries.map((entry) => [entry.action, entry.actor_id, entry.changed_columns])).toEqual([
      ['invite', s.ids.admin, null],
      ['update', s.ids.admin, ['role']],
    ]);
    expect(entries[0]!.row_label).toBe('auditada@example.org');
  });

  it('lets only the secret key record an action by name', async () => {
    const sql = `select public.record_staff_action('${s.ids.admin}', 'invite', 'users', 'x')`;
    for (const actor of ACTORS) {
      const result = await s.attempt(actor, sql);
      expect(result.ok ? 'allowed' : result.code, actor).toBe('42501');
    }
    expect((await s.attempt('service_role', sql)).ok).toBe(true);
  });

  describe.each([...ACTORS, 'service_role' as const])('as %s', (actor) => {
    it.each([
      ['update', "update public.audit_log set action = 'delete'"],
      ['delete', 'delete from public.audit_log'],
      ['truncate', 'truncate public.audit_log'],
      ['insert', "insert into public.audit_log (table_name, action) values ('posts', 'update')"],
    ])('%s is refused with 42501', async (_operation, sql) => {
      const result = await s.attempt(actor, sql);
      expect(result.ok ? `allowed ${result.rowCount}` : result.code).toBe('42501');
    });

    it('reads the entries only as an admin (or the secret key)', async () => {
      const result = await s.attempt(actor, 'select id from public.audit_log');
      const reached = result.ok && result.rowCount > 0;
      expect(reached).toBe(actor === 'admin' || actor === 'service_role');
    });
  });

  it('refuses the owner too, except through the purge', async () => {
    await expect(s.backend.db.exec("update public.audit_log set action = 'delete'")).rejects.toMatchObject({
      code: '42501',
    });
    await expect(s.backend.db.exec('delete from public.audit_log')).rejects.toMatchObject({ code: '42501' });
  });

  it('purges only entries older than a year, whatever clock it is given', async () => {
    const count = async () =>
      Number((await s.backend.db.query<{ n: string }>('select count(*) n from public.audit_log')).rows[0]!.n);
    const total = await count();
    const service = s.client('service_role');
    const farFuture = await service.rpc('purge_audit_log', { as_of: '2099-01-01T00:00:00Z' });
    expect(farFuture).toMatchObject({ data: 1, error: null });
    expect(await count()).toBe(total - 1);
    for (const actor of ACTORS) {
      const result = await s.attempt(actor, 'select public.purge_audit_log()');
      expect(result.ok ? 'allowed' : result.code, actor).toBe('42501');
    }
  });
});

describe('the audit-purge job', () => {
  it('purges with the clock it is given and says how many went', async () => {
    await s.backend.db.exec(
      `insert into public.audit_log (table_name, row_id, action, occurred_at)
       values ('posts', 'old', 'update', now() - interval '13 months'),
              ('posts', 'recent', 'update', now() - interval '11 months')`,
    );
    const service = s.client('service_role');
    const context = { service, siteUrl: 'https://example.org', env: {} };
    // Two months ago, the older entry was not yet a year old.
    const early = await auditPurge.run({ ...context, now: new Date(Date.now() - 62 * 86_400_000) });
    expect(early.lines).toEqual(['Registro de auditoría: 0 entradas de hace más de un año borradas.']);
    const today = await auditPurge.run({ ...context, now: new Date() });
    expect(today.lines).toEqual(['Registro de auditoría: 1 entrada de hace más de un año borrada.']);
    expect((await entriesFor('posts', 'recent')).length).toBe(1);
    expect((await entriesFor('posts', 'old')).length).toBe(0);
  });
});
