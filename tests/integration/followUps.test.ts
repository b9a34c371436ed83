import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '#core/access.ts';
import { FOLLOW_UP_CAPABILITY, FOLLOW_UP_KINDS } from '#core/followUps/followUpKinds.ts';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { type SeededBackend, startSeededBackend } from '../support/sqlAccess.ts';

/**
 * «Seguimiento» (supabase/migrations/20261202160200_create_follow_ups.sql): what arrives opens an item by
 * itself, each kind is seen by the roles that read its source, owners must be able to see what they own,
 * and the notes timeline is written as oneself.
 */
let s: SeededBackend;
beforeAll(async () => {
  s = await startSeededBackend();
});
afterAll(() => s.close());

const itemOf = async (kind: string, sourceId: string) =>
  (
    await s.backend.db.query<{ id: string; due_on: string; status: string; created_day: string }>(
      `select id, due_on::text, status, (created_at at time zone 'UTC')::date::text as created_day
       from public.follow_ups where kind = $1 and source_id = $2`,
      [kind, sourceId],
    )
  ).rows[0];
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

async function visitorInquiry(): Promise<string> {
  const id = crypto.randomUUID();
  const { error } = await s.client('anon').from('contact_inquiries').insert({
    id,
    name: 'Visitante',
    email: 'visitante@example.com',
    message: 'Quiero saber más.',
    interest_type: 'saber_mas',
  });
  if (error) throw error;
  return id;
}

describe('items open by themselves', () => {
  it('when a contact inquiry arrives, due in two days', async () => {
    const item = await itemOf('inquiry', await visitorInquiry());
    expect(item?.status).toBe('nuevo');
    expect(daysBetween(item!.created_day, item!.due_on)).toBe(2);
  });

  it('when a prayer request leaves a way to reach the person, due the next day; not otherwise', async () => {
    const { rows } = await s.backend.db.query<{ id: string; reachable: boolean }>(
      `insert into public.prayer_requests (name, email, request_text)
       values ('Con correo', 'ora@example.com', 'Por mi madre.'), ('Sin datos', null, 'Por mi país.')
       returning id, email is not null as reachable`,
    );
    const reachable = rows.find((row) => row.reachable)!;
    const silent = rows.find((row) => !row.reachable)!;
    const item = await itemOf('prayer', reachable.id);
    expect(daysBetween(item!.created_day, item!.due_on)).toBe(1);
    expect(await itemOf('prayer', silent.id)).toBeUndefined();
  });

  it('when a visitor asks to join a group, due in two days, and deciding it in «Grupos» closes it', async () => {
    const { rows } = await s.backend.db.query<{ id: string }>(
      `insert into public.group_join_requests (group_id, name, email, message)
       values ('7a000000-0000-4000-a000-000000000002', 'Quiere unirse', 'unirse@example.com', 'Me mudé cerca.')
       returning id`,
    );
    const request = rows[0]!.id;
    const item = await itemOf('group', request);
    expect(item?.status).toBe('nuevo');
    expect(daysBetween(item!.created_day, item!.due_on)).toBe(2);
    const pastoral = await s.signedIn('pastoral@example.org');
    const seen = await pastoral.from('follow_ups').select('id').eq('kind', 'group').eq('source_id', request);
    expect(seen.data).toHaveLength(1);
    const editor = await s.signedIn('editor@example.org');
    const hidden = await editor.from('follow_ups').select('id').eq('kind', 'group').eq('source_id', request);
    expect(hidden.data).toEqual([]);
    await s.backend.db.query(
      "update public.group_join_requests set status = 'declined', decided_at = now() where id = $1",
      [request],
    );
    expect((await itemOf('group', request))?.status).toBe('cerrado');
  });

  it('and go when their source is deleted', async () => {
    const id = await visitorInquiry();
    await s.backend.db.query('delete from public.contact_inquiries where id = $1', [id]);
    expect(await itemOf('inquiry', id)).toBeUndefined();
  });
});

describe('who follows up what', () => {
  it('says the same in SQL as core/followUps/followUpKinds.ts', async () => {
    for (const kind of FOLLOW_UP_KINDS) {
      const { rows } = await s.backend.db.query<{ roles: string[] }>(
        'select private.follow_up_roles($1) as roles',
        [kind],
      );
      const inCore = STAFF_ROLES.filter((role) => can(role, FOLLOW_UP_CAPABILITY[kind]));
      expect(rows[0]!.roles.toSorted(), kind).toEqual([...inCore].sort());
    }
  });

  it('refuses an owner who cannot see the kind', async () => {
    const prayer = (
      await s.backend.db.query<{ id: string }>(
        "select id from public.follow_ups where kind = 'prayer' limit 1",
      )
    ).rows[0]!;
    const toEditor = await s.attempt('admin', 'update public.follow_ups set owner_id = $1 where id = $2', [
      s.ids.editor,
      prayer.id,
    ]);
    expect(toEditor).toMatchObject({ ok: false, code: '23514' });
    const toPastoral = await s.attempt('admin', 'update public.follow_ups set owner_id = $1 where id = $2', [
      s.ids.pastoral,
      prayer.id,
    ]);
    expect(toPastoral).toMatchObject({ ok: true, rowCount: 1 });
  });

  it('stamps closing and reopening', async () => {
    const id = (await itemOf('inquiry', await visitorInquiry()))!.id;
    const editor = await s.signedIn('editor@example.org');
    await editor.from('follow_ups').update({ status: 'cerrado' }).eq('id', id);
    const closed = await editor.from('follow_ups').select('closed_at').eq('id', id).single();
    expect(closed.data?.closed_at).not.toBeNull();
    await editor.from('follow_ups').update({ status: 'en_curso' }).eq('id', id);
    const reopened = await editor.from('follow_ups').select('closed_at').eq('id', id).single();
    expect(reopened.data?.closed_at).toBeNull();
  });
});

describe('the notes timeline', () => {
  it('is written as oneself, on items one can see, and never edited', async () => {
    const id = (await itemOf('inquiry', await visitorInquiry()))!.id;
    const own = await s.attempt(
      'editor',
      'insert into public.follow_up_notes (follow_up_id, body) values ($1, $2)',
      [id, 'Le escribí por correo.'],
    );
    expect(own).toMatchObject({ ok: true, rowCount: 1 });
    const forged = await s.attempt(
      'editor',
      'insert into public.follow_up_notes (follow_up_id, body, author_id) values ($1, $2, $3)',
      [id, 'Firmado por otro', s.ids.admin],
    );
    expect(forged).toMatchObject({ ok: false, code: '42501' });
    const unseen = await s.attempt(
      'pastoral',
      'insert into public.follow_up_notes (follow_up_id, body) values ($1, $2)',
      [id, 'No es mío'],
    );
    expect(unseen).toMatchObject({ ok: false, code: '42501' });
    const edit = await s.attempt('admin', "update public.follow_up_notes set body = 'Otro'");
    expect(edit).toMatchObject({ ok: false, code: '42501' });
  });
});
