import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// core/ spells out rules the migrations own (the SQL is the source of truth): these tests read the
// migrated catalog and fail when the two drift apart.
let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const query = async <Row>(sql: string) => (await t.backend.db.query<Row>(sql)).rows;
/** The text literals of an expression as Postgres prints it: ARRAY['admin'::text, …] → ['admin', …]. */
const literals = (expression: string) => [...expression.matchAll(/'([^']*)'/g)].map((match) => match[1]);

describe('staff roles', () => {
  it('are the values the users.role check constraint allows', async () => {
    const checks = await query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = 'public.users'::regclass and contype = 'c'`,
    );
    const roleCheck = checks.find((check) => /\brole\b/.test(check.definition));
    expect(new Set(literals(roleCheck?.definition ?? ''))).toEqual(new Set(STAFF_ROLES));
  });

  it('name every role that policies, views and functions ask private.has_role about', async () => {
    const sources = await query<{ text: string }>(
      `select coalesce(qual, '') || ' ' || coalesce(with_check, '') as text from pg_policies
       union all select definition from pg_views where schemaname in ('public', 'storage')
       union all select prosrc from pg_proc where pronamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    );
    const calls = sources.flatMap(({ text }) => [...text.matchAll(/has_role\(([^)]*)\)/g)].map((m) => m[1]));
    const asked = new Set(calls.flatMap((call) => literals(call ?? '')));
    expect(calls.length).toBeGreaterThan(10);
    expect(asked).toEqual(new Set(STAFF_ROLES));
  });
});
