import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUps } from '../../netlify/lib/followUps/followUpsFunction.ts';
import { followUpDigest } from '../../netlify/lib/jobs/followUpDigest.ts';
import { type SeededBackend, startSeededBackend } from '../support/sqlAccess.ts';
import { API_URL } from '../support/testBackend.ts';

/**
 * The follow-up inbox's mail: assigning an item emails the new owner once (follow-ups server function),
 * and the morning digest sends each owner one email per day with what is due or overdue, on the clock the
 * job is given.
 */
let s: SeededBackend;
let handler: (request: Request) => Promise<Response>;
const settings = () => ({
  supabaseUrl: API_URL,
  secretKey: s.backend.ctx.keys.secretKey,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => s.backend.fetch(new Request(input, init)),
});

beforeAll(async () => {
  s = await startSeededBackend();
  handler = followUps.create(settings());
});
afterAll(() => s.close());

async function tokenOf(email: string) {
  const client = await s.signedIn(email);
  return (await client.auth.getSession()).data.session!.access_token;
}
const assign = async (email: string, followUpId: string, ownerId: string | null) =>
  handler(
    new Request('http://127.0.0.1:4321/.netlify/functions/follow-ups', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenOf(email)}` },
      body: JSON.stringify({ action: 'assign', followUpId, ownerId }),
    }),
  );
async function newItem(kind: string, due: string): Promise<string> {
  const { rows } = await s.backend.db.query<{ id: string }>(
    'insert into public.follow_ups (kind, source_id, due_on) values ($1, gen_random_uuid(), $2) returning id',
    [kind, due],
  );
  return rows[0]!.id;
}
const outbox = async (kind: string, recipient: string) =>
  (
    await s.backend.db.query<{ subject: string; html: string; idempotency_key: string }>(
      'select subject, html, idempotency_key from public.email_outbox where kind = $1 and recipient = $2 order by created_at',
      [kind, recipient],
    )
  ).rows;

describe('assigning', () => {
  it('emails the new owner once, with the link to the item, and records who assigned it', async () => {
    const id = await newItem('inquiry', '2026-12-04');
    const response = await assign('admin@example.org', id, s.ids.editor);
    expect(response.status).toBe(200);
    const mails = await outbox('follow_up_assigned', 'editor@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Te asignaron un seguimiento');
    expect(mails[0]!.html).toContain(`http://127.0.0.1:4321/admin/seguimiento/${id}`);
    const { rows } = await s.backend.db.query(
      "select actor_id from public.audit_log where table_name = 'follow_ups' and row_id = $1 and 'owner_id' = any (changed_columns)",
      [id],
    );
    expect(rows).toEqual([{ actor_id: s.ids.admin }]);
  });

  it('refuses, in Spanish, an owner who cannot see the kind and a caller who cannot either', async () => {
    const id = await newItem('prayer', '2026-12-04');
    const toEditor = await assign('admin@example.org', id, s.ids.editor);
    expect(toEditor.status).toBe(409);
    expect(await toEditor.json()).toMatchObject({ code: 'owner_not_allowed' });
    const byEditor = await assign('editor@example.org', id, s.ids.editor);
    expect(byEditor.status).toBe(404);
    expect(await outbox('follow_up_assigned', 'pastoral@example.org')).toHaveLength(0);
  });

  it('sends nothing when one takes an item oneself', async () => {
    const id = await newItem('prayer', '2026-12-04');
    expect((await assign('pastoral@example.org', id, s.ids.pastoral)).status).toBe(200);
    expect(await outbox('follow_up_assigned', 'pastoral@example.org')).toHaveLength(0);
  });
});

describe('the morning digest', () => {
  it('sends each owner one email a day of what is overdue or due today, never twice', async () => {
    const overdue = await newItem('application', '2030-03-01');
    const today = await newItem('application', '2030-03-02');
    const later = await newItem('application', '2030-03-05');
    const closed = await newItem('application', '2030-03-01');
    await s.backend.db.query(
      "update public.follow_ups set owner_id = $1, status = case when id = $2 then 'cerrado' else status end where id = any ($3)",
      [s.ids.admin, closed, [overdue, today, later, closed]],
    );
    const context = { service: s.client('service_role'), siteUrl: 'https://palabra.example', env: {} };
    const morning = new Date('2030-03-02T07:00:00Z');
    const first = await followUpDigest.run({ ...context, now: morning });
    expect(first.lines.some((line) => line.startsWith('Resumen en cola para admin@example.org'))).toBe(true);
    const again = await followUpDigest.run({ ...context, now: new Date('2030-03-02T07:05:00Z') });
    expect(again.lines).toContain('Resumen de hoy ya en cola para admin@example.org: no se repite.');
    const mails = (await outbox('follow_up_digest', 'admin@example.org')).filter((mail) =>
      mail.idempotency_key.endsWith(':2030-03-02'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain(`/admin/seguimiento/${overdue}`);
    expect(mails[0]!.html).toContain(`/admin/seguimiento/${today}`);
    expect(mails[0]!.html).not.toContain(later);
    expect(mails[0]!.html).not.toContain(closed);
    expect(mails[0]!.html).toContain('Solicitud de empleo (vencido)');
  });
});
