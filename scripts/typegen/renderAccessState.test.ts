import { describe, expect, it } from 'vitest';
import type { AccessState, Policy } from './readAccessState.ts';
import {
  bare,
  commentLines,
  readable,
  renderAccessState,
  renderGrants,
  renderPolicy,
} from './renderAccessState.ts';

describe('readable', () => {
  it.each([
    [
      "( SELECT private.has_role(VARIADIC ARRAY['admin'::text, 'editor'::text]) AS has_role)",
      "(select private.has_role('admin', 'editor'))",
    ],
    [
      "(( SELECT private.has_role(VARIADIC ARRAY['admin'::text]) AS has_role) AND (id <> ( SELECT auth.uid() AS uid)))",
      "((select private.has_role('admin')) AND (id <> (select auth.uid())))",
    ],
    ['(is_published AND (published_at <= now()))', '(is_published AND (published_at <= now()))'],
    // Anything else stays as Postgres prints it.
    ['( SELECT private.has_role(u.role) AS has_role)', '( SELECT private.has_role(u.role) AS has_role)'],
  ])('%s → %s', (expression, expected) => {
    expect(readable(expression)).toBe(expected);
  });
});

describe('bare', () => {
  it.each([
    ['(is_published AND (published_at <= now()))', 'is_published AND (published_at <= now())'],
    ['(a) AND (b)', '(a) AND (b)'],
    ["((bucket_id = ')'::text) AND ok)", "(bucket_id = ')'::text) AND ok"],
    ["(select private.has_role('admin'))", "(select private.has_role('admin'))"],
    ['is_approved', 'is_approved'],
    ['true', 'true'],
  ])('%s → %s', (expression, expected) => {
    expect(bare(expression)).toBe(expected);
  });
});

describe('commentLines', () => {
  it('wraps at 110 characters and indents what follows', () => {
    const lines = commentLines(`${'palabra '.repeat(30)}fin`, '  ');
    expect(lines.every((line) => line.length <= 110)).toBe(true);
    expect(lines[1]).toMatch(/^-- {3}palabra/);
    expect(lines.join(' ').replace(/--\s*/g, '').split(/\s+/).length).toBe(31);
  });
});

describe('renderGrants', () => {
  const all = ['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger', 'maintain'];

  it('groups grantees that hold the same privileges, names a full set `all`, and orders by role', () => {
    const grants = [
      ...all.map((privilege) => ({ grantee: 'service_role', privilege })),
      { grantee: 'authenticated', privilege: 'delete' },
      { grantee: 'authenticated', privilege: 'select' },
      { grantee: 'anon', privilege: 'select' },
      { grantee: 'anon', privilege: 'insert', columns: ['name', 'email'] },
      { grantee: 'authenticated', privilege: 'insert', columns: ['name', 'email'] },
      { grantee: 'authenticated', privilege: 'update', columns: ['handled'] },
    ];
    expect(renderGrants('public.t', grants)).toEqual([
      'grant select on public.t to anon;',
      'grant insert (name, email) on public.t to anon, authenticated;',
      'grant select, delete on public.t to authenticated;',
      'grant update (handled) on public.t to authenticated;',
      'grant all on public.t to service_role;',
    ]);
  });

  it('breaks a long column list into an indented block', () => {
    const columns = Array.from({ length: 20 }, (_, index) => `column_number_${index}`);
    const [statement] = renderGrants('public.t', [{ grantee: 'anon', privilege: 'select', columns }]);
    const lines = statement!.split('\n');
    expect(lines[0]).toBe('grant select (');
    expect(lines.at(-1)).toBe('  ) on public.t to anon;');
    expect(lines.every((line) => line.length <= 110)).toBe(true);
    expect(
      lines
        .slice(1, -1)
        .join(' ')
        .split(/,\s*/)
        .map((c) => c.trim()),
    ).toEqual(columns);
  });
});

describe('renderPolicy', () => {
  const policy: Policy = {
    name: 'Editors can "fix" posts',
    permissive: true,
    command: 'update',
    roles: ['authenticated'],
    using: "( SELECT private.has_role(VARIADIC ARRAY['admin'::text, 'editor'::text]) AS has_role)",
    withCheck: "(title <> ''::text)",
  };

  it('writes it as a create policy statement, the staff check as the migrations spell it', () => {
    expect(renderPolicy('public.posts', policy)).toBe(
      [
        'create policy "Editors can ""fix"" posts"',
        '  on public.posts for update to authenticated',
        "  using ((select private.has_role('admin', 'editor')))",
        "  with check (title <> ''::text);",
      ].join('\n'),
    );
  });

  it('says when a policy is restrictive and leaves out the clauses it lacks', () => {
    expect(renderPolicy('public.posts', { ...policy, permissive: false, withCheck: null })).toBe(
      [
        'create policy "Editors can ""fix"" posts"',
        '  on public.posts as restrictive for update to authenticated',
        "  using ((select private.has_role('admin', 'editor')));",
      ].join('\n'),
    );
  });
});

describe('renderAccessState', () => {
  const state: AccessState = {
    relations: [
      {
        name: 'notes',
        kind: 'table',
        comment: 'Notas del equipo.',
        rowLevelSecurity: true,
        forceRowLevelSecurity: false,
        options: [],
        grants: [{ grantee: 'authenticated', privilege: 'select' }],
        policies: [],
      },
      {
        name: 'open_notes',
        kind: 'table',
        comment: null,
        rowLevelSecurity: false,
        forceRowLevelSecurity: false,
        options: [],
        grants: [],
        policies: [],
      },
      {
        name: 'notes_view',
        kind: 'view',
        comment: null,
        rowLevelSecurity: false,
        forceRowLevelSecurity: false,
        options: ['security_invoker=true'],
        grants: [],
        policies: [],
      },
    ],
    functions: [
      { signature: 'ping()', securityDefiner: true, grants: [{ grantee: 'anon', privilege: 'execute' }] },
    ],
    buckets: [{ id: 'photos', public: true, fileSizeLimit: 1024, allowedMimeTypes: null }],
    storagePolicies: [],
  };

  it('says what a table without policies, without RLS or without grants leaves open', () => {
    const text = renderAccessState(state);
    expect(text).toContain(
      [
        '-- public.notes (table)',
        '-- Notas del equipo.',
        'alter table public.notes enable row level security;',
        'grant select on public.notes to authenticated;',
        '-- no policies: only roles that bypass row-level security (service_role) reach its rows',
      ].join('\n'),
    );
    expect(text).toContain('-- row-level security is off: every granted role reaches every row');
    expect(text).toContain('alter view public.notes_view set (security_invoker=true);');
    expect(text).toContain('-- ping: security definer\ngrant execute on function public.ping() to anon;');
    expect(text).toContain('-- photos: public, file_size_limit 1024, any type');
    expect(text.endsWith('\n')).toBe(true);
  });
});
