import { switchRole } from '@palabra-viva/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthUser, type SeededBackend, startSeededBackend } from '../support/sqlAccess.ts';

let s: SeededBackend;
beforeAll(async () => {
  s = await startSeededBackend();
});
afterAll(() => s.close());

const rowsOf = async <Row>(sql: string) => (await s.backend.db.query<Row>(sql)).rows;

describe('the schema itself', () => {
  it('enables row level security on every public table', async () => {
    const tables = await rowsOf<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(11);
    expect(tables.filter((table) => !table.relrowsecurity)).toEqual([]);
  });

  it('describes every public table and view with a comment', async () => {
    const missing = await rowsOf(
      `select relname from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v')
         and obj_description(oid, 'pg_class') is null`,
    );
    expect(missing).toEqual([]);
  });

  it('pins the search_path of has_role and of every security definer function', async () => {
    const functions = await rowsOf<{ name: string; definer: boolean; config: string[] | null }>(
      `select p.oid::regprocedure::text as name, p.prosecdef as definer, p.proconfig as config
       from pg_proc p where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    );
    const hasRole = functions.find((fn) => fn.name === 'private.has_role(text[])');
    expect(hasRole).toMatchObject({ definer: true, config: ['search_path=""'] });
    for (const fn of functions.filter((candidate) => candidate.definer)) {
      expect(fn.config, fn.name).toContain('search_path=""');
    }
  });

  it('answers has_role for the caller only', async () => {
    const ask = `select private.has_role('editor', 'admin') as yes`;
    const answers = await Promise.all(
      (['editor', 'pastoral', 'member'] as const).map((actor) =>
        s.backend.db.transaction(async (tx) => {
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify(s.claims(actor)),
          ]);
          return (await tx.query<{ yes: boolean }>(ask)).rows[0]!.yes;
        }),
      ),
    );
    expect(answers).toEqual([true, false, false]);
  });

  it('exposes only the visit statistics, the prayer wall, sign-up availability and site content’s draft and publish to the API roles, and the outbox’s, donor links’, statement archives’, exports’, door limits’ and sign-up engine’s functions to the service role', async () => {
    const functions = await rowsOf<{ name: string; anon: boolean; staff: boolean; definer: boolean }>(
      `select proname as name,
         has_function_privilege('anon', oid, 'execute') as anon,
         has_function_privilege('authenticated', oid, 'execute') as staff,
         prosecdef as definer
       from pg_proc where pronamespace = 'public'::regnamespace order by proname`,
    );
    const serviceOnly = { anon: false, staff: false, definer: false };
    // Donor links, sign-ups' links and the door counters live in tables no API role may read: the service
    // role reaches them only through these.
    const serviceGate = { anon: false, staff: false, definer: true };
    const visitorEntry = { anon: true, staff: true, definer: false };
    const report = { anon: false, staff: true, definer: false };
    expect(functions).toEqual([
      { name: 'answer_prayer', ...visitorEntry },
      { name: 'cancel_signup', ...serviceGate },
      // The arrivals job's bookkeeping lives in the private schema: claimed and marked through these.
      { name: 'claim_arrivals', ...serviceGate },
      { name: 'claim_outbox_emails', ...serviceOnly },
      { name: 'create_donor_access_link', ...serviceGate },
      { name: 'create_signup_link', ...serviceGate },
      { name: 'create_visit_link', ...serviceGate },
      { name: 'decide_group_join_request', ...serviceGate },
      { name: 'due_signup_reminders', ...serviceGate },
      { name: 'enqueue_emails', ...serviceOnly },
      { name: 'expire_prayer_requests', ...serviceGate },
      { name: 'exported_files', ...serviceOnly },
      { name: 'exported_tables', ...serviceOnly },
      { name: 'knock_on_door', ...serviceGate },
      { name: 'mark_arrivals_mailed', ...serviceGate },
      { name: 'mark_signups_reminded', ...serviceGate },
      { name: 'move_signup', ...serviceGate },
      { name: 'open_follow_up', ...serviceGate },
      { name: 'pray_for', ...visitorEntry },
      { name: 'prayer_link', ...visitorEntry },
      { name: 'prayer_wall', ...visitorEntry },
      { name: 'publish_site_content', ...report },
      // Published groups with their places left: counts, never an address (the table's RLS keeps those).
      { name: 'published_groups', ...visitorEntry },
      { name: 'purge_audit_log', ...serviceGate },
      { name: 'purge_signup_records', ...serviceGate },
      { name: 'record_outbox_failure', ...serviceOnly },
      { name: 'record_outbox_sent', ...serviceOnly },
      { name: 'record_page_view', ...visitorEntry },
      { name: 'record_staff_action', ...serviceGate },
      { name: 'record_teaching_open', ...visitorEntry },
      { name: 'release_outbox_emails', ...serviceOnly },
      { name: 'request_to_join_group', ...serviceGate },
      { name: 'save_site_content_draft', ...report },
      { name: 'signup_availability', ...visitorEntry },
      { name: 'spend_donor_access_link', ...serviceGate },
      { name: 'spend_signup_link', ...serviceGate },
      { name: 'spend_visit_link', ...serviceGate },
      { name: 'start_data_export', ...serviceOnly },
      { name: 'start_statement_archive', ...serviceOnly },
      { name: 'take_signup_places', ...serviceGate },
      { name: 'visit_ranking', ...report },
      { name: 'visit_totals', ...report },
      { name: 'withdraw_prayer', ...visitorEntry },
    ]);
  });
});

describe('the users mirror of auth.users', () => {
  it('follows accounts created, re-addressed and deleted by the auth server', async () => {
    const id = await createAuthUser(s, 'nueva@example.org');
    const user = () => s.backend.db.query('select email, role from public.users where id = $1', [id]);
    expect((await user()).rows).toEqual([{ email: 'nueva@example.org', role: null }]);
    await s.backend.db.transaction(async (tx) => {
      await switchRole(tx, 'supabase_auth_admin');
      await tx.query(`update auth.users set email = 'otra@example.org' where id = $1`, [id]);
    });
    expect((await user()).rows).toEqual([{ email: 'otra@example.org', role: null }]);
    await s.backend.db.transaction(async (tx) => {
      await switchRole(tx, 'supabase_auth_admin');
      await tx.query('delete from auth.users where id = $1', [id]);
    });
    expect((await user()).rows).toEqual([]);
  });

  it('keeps authored content when its author is removed', async () => {
    await s.backend.db.query(`delete from auth.users where email = 'editor@example.org'`);
    const { rows } = await s.backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.posts where author_id is null',
    );
    expect(rows[0]!.n).toBe(16);
  });
});
