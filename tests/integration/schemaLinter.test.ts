import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

/**
 * The rules of Supabase's security linter (splinter) that apply to this project, as catalogue queries
 * against the migrated database: what `supabase db lint` / the dashboard's Security Advisor would flag.
 * Each query lists offenders, so a failure names them. Exposed schema: `public` (PostgREST's only one).
 */
let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const names = async (sql: string) =>
  (await t.backend.db.query<{ name: string }>(sql)).rows.map((r) => r.name);

describe('Supabase security linter rules', () => {
  it('0013 rls_disabled_in_public: every table of the exposed schema has RLS enabled', async () => {
    const offenders = await names(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(offenders).toEqual([]);
  });

  it('0008 rls_enabled_no_policy: no exposed table is locked by RLS without any policy', async () => {
    const offenders = await names(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`);
    expect(offenders).toEqual([]);
  });

  it('0010 security_definer_view: every exposed view runs with the caller’s rights', async () => {
    const offenders = await names(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'v'
        and not coalesce(array_to_string(c.reloptions, ',') ~ 'security_invoker=(true|on|1)', false)`);
    expect(offenders).toEqual([]);
  });

  it('0016 materialized_view_in_api: no materialized view is exposed (they cannot have RLS)', async () => {
    const offenders = await names(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'm'`);
    expect(offenders).toEqual([]);
  });

  it('0011 function_search_path_mutable: every function of ours pins its search_path', async () => {
    const offenders = await names(`
      select format('%I.%I', n.nspname, p.proname) as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not coalesce(array_to_string(p.proconfig, ',') ~ '(^|,)search_path=', false)`);
    expect(offenders).toEqual([]);
  });

  it('0028/0029: no security-definer function is callable through the API', async () => {
    const offenders = await names(`
      select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef
        and (has_function_privilege('anon', p.oid, 'execute')
          or has_function_privilege('authenticated', p.oid, 'execute'))`);
    expect(offenders).toEqual([]);
  });

  it('0002 auth_users_exposed: no exposed view or table reads auth.users, and the API roles cannot', async () => {
    const offenders = await names(`
      select distinct c.relname as name
      from pg_depend d
      join pg_rewrite r on r.oid = d.objid
      join pg_class c on c.oid = r.ev_class
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and d.refobjid = 'auth.users'::regclass`);
    expect(offenders).toEqual([]);
    for (const role of ['anon', 'authenticated']) {
      const { rows } = await t.backend.db.query<{ ok: boolean }>(
        `select has_table_privilege($1, 'auth.users', 'select') or has_any_column_privilege($1, 'auth.users', 'select') as ok`,
        [role],
      );
      expect(rows[0]!.ok).toBe(false);
    }
  });

  it('0014 extension_in_public: no extension lives in the exposed schema', async () => {
    const offenders = await names(`
      select e.extname as name from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where n.nspname = 'public'`);
    expect(offenders).toEqual([]);
  });
});

describe('grants to visitors (anon) are exactly those of docs/design.md §4', () => {
  it('reads published content (with its series and speakers), the published site content, open sign-up lists and approved testimonials; inserts only into the four forms without a file (applications and photos go through the upload function)', async () => {
    const { rows } = await t.backend.db.query<{ table_name: string; privileges: string }>(`
      select table_name, string_agg(distinct privilege_type, ',' order by privilege_type) as privileges
      from (
        select table_name, privilege_type from information_schema.role_table_grants
        where grantee = 'anon' and table_schema = 'public'
        union all
        select table_name, privilege_type from information_schema.column_privileges
        where grantee = 'anon' and table_schema = 'public'
      ) grants
      group by table_name order by table_name`);
    expect(Object.fromEntries(rows.map((r) => [r.table_name, r.privileges]))).toEqual({
      audio_speakers: 'SELECT',
      audios: 'SELECT',
      contact_inquiries: 'INSERT',
      events: 'SELECT',
      // Published small groups: public fields only (RLS); their addresses live in group_addresses.
      groups: 'SELECT',
      post_speakers: 'SELECT',
      posts: 'SELECT',
      prayer_requests: 'INSERT',
      resources: 'SELECT',
      series: 'SELECT',
      signup_lists: 'SELECT',
      site_content: 'SELECT',
      speakers: 'SELECT',
      subscribers: 'INSERT',
      testimonials: 'INSERT,SELECT',
      video_speakers: 'SELECT',
      videos: 'SELECT',
    });
  });

  it('never lets visitors read a testimonial email or choose staff-only columns', async () => {
    const { rows } = await t.backend.db.query<{ column_name: string; privilege_type: string }>(`
      select column_name, privilege_type from information_schema.column_privileges
      where grantee = 'anon' and table_schema = 'public' and table_name = 'testimonials'
        and (column_name in ('email', 'website') and privilege_type = 'SELECT'
          or column_name in ('id', 'created_at', 'is_approved') and privilege_type = 'UPDATE'
          or column_name in ('id', 'created_at') and privilege_type = 'INSERT')`);
    expect(rows).toEqual([]);
  });

  it('gives the API roles no TRUNCATE, REFERENCES or TRIGGER on any exposed table', async () => {
    const offenders = await names(`
      select format('%s %s %s', grantee, privilege_type, table_name) as name
      from information_schema.role_table_grants
      where table_schema = 'public' and grantee in ('anon', 'authenticated')
        and privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER')`);
    expect(offenders).toEqual([]);
  });
});
