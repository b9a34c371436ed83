import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '#devserver/buildSite.ts';
import { filesContaining, removeSiteBuild, siteBuildFolder } from '../support/siteFiles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// /grupos built from the database (issue 33 item 4): published groups with day, time, zone, kind, leader's
// first name and «Completo»; a group's address and leader's email reach no file of the build, no feed and
// no answer the anon key can get.
let test: TestBackend;
let api: RunningServer;
let outDir: string;
const ADDRESS = 'Calle Turquesa 77, casa 4';
const LEADER_EMAIL = 'lider.turquesa@example.org';
const DRAFT_ADDRESS = 'Avenida Obsidiana 12';

beforeAll(async () => {
  test = await startTestBackend();
  api = await listen(test.backend, 0);
  const sql = (query: string, params: unknown[] = []) => test.backend.db.query<{ id: string }>(query, params);
  const { rows } = await sql(
    `insert into public.groups (slug, name, kind, day_of_week, meets_at, zone, leader_first_name, capacity, is_published)
     values ('grupo-turquesa', 'Grupo Turquesa', 'mujeres', 2, '10:00', 'Col. Roma', 'Marta', 1, true),
            ('grupo-abierto', 'Grupo Abierto', 'jovenes', 5, '19:30', 'Centro', 'Daniel', 8, true),
            ('grupo-borrador', 'Grupo Borrador Ónix', 'hombres', 4, '06:30', 'Narvarte', 'Jorge', 8, false)
     returning id`,
  );
  const [full, open, draft] = rows.map((row) => row.id);
  await sql(
    `insert into public.group_addresses (group_id, address, leader_email)
     values ($1, $4, $5), ($2, 'Calle Jade 5', 'daniel.jade@example.org'), ($3, $6, 'jorge.onix@example.org')`,
    [full, open, draft, ADDRESS, LEADER_EMAIL, DRAFT_ADDRESS],
  );
  await sql(
    `insert into public.group_join_requests (group_id, status, name, email, decided_at)
     values ($1, 'accepted', 'Miembro Coral', 'coral@example.org', now())`,
    [full],
  );
  outDir = siteBuildFolder('grupos');
  await buildSite({
    supabaseUrl: api.url,
    publishableKey: test.backend.ctx.keys.publishableKey,
    outDir,
    admin: false,
  });
}, 300_000);

afterAll(async () => {
  await api?.close();
  await test?.close();
  if (outDir) removeSiteBuild(outDir);
});

describe('the groups built into the site', () => {
  it('lists the published groups with day, time, zone, kind, leader and «Completo» when full', () => {
    const html = readFileSync(join(outDir, 'grupos/index.html'), 'utf8');
    expect(html).toContain('Grupo Turquesa');
    expect(html).toContain('Martes, 10:00');
    expect(html).toContain('Col. Roma');
    expect(html).toContain('Lo guía Marta');
    expect(html).toContain('Completo');
    expect(html).toContain('Quedan 8 lugares');
    expect(html).not.toContain('Grupo Borrador Ónix');
  });

  it('offers «Quiero unirme» only on a group with room', () => {
    expect(readFileSync(join(outDir, 'grupos/grupo-abierto/index.html'), 'utf8')).toContain(
      'data-form="group-join"',
    );
    const full = readFileSync(join(outDir, 'grupos/grupo-turquesa/index.html'), 'utf8');
    expect(full).not.toContain('data-form="group-join"');
    expect(full).toContain('Completo');
  });

  it.each([
    ADDRESS,
    'Calle Jade 5',
    DRAFT_ADDRESS,
    LEADER_EMAIL,
    'daniel.jade@example.org',
    'coral@example.org',
    'Miembro Coral',
  ])('puts %s in no file of the build', (text) => {
    expect(filesContaining(outDir, text)).toEqual([]);
  });

  it('answers anon no address through any table or function it may read', async () => {
    const anon = test.client('anon');
    const answers = await Promise.all([
      anon.from('groups').select('*'),
      anon.rpc('published_groups'),
      anon.from('group_addresses').select('*'),
      anon.from('group_join_requests').select('*'),
    ]);
    const text = JSON.stringify(answers);
    for (const secret of [ADDRESS, DRAFT_ADDRESS, LEADER_EMAIL, 'coral@example.org'])
      expect(text).not.toContain(secret);
    expect(answers[2].error?.code).toBe('42501');
    expect(answers[3].error?.code).toBe('42501');
  });
});
