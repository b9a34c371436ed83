import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '#devserver/buildSite.ts';
import { filesContaining, removeSiteBuild, siteBuildFolder } from '../support/siteFiles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// /oracion built from the database: only approved wall requests, urgent first, with the first name only
// when chosen; private, pending, rejected and withdrawn requests reach no file of the site.
let test: TestBackend;
let api: RunningServer;
let outDir: string;
const request = (request_text: string, visibility: string, status: string, is_urgent = false) => ({
  name: 'Rosa Elena Pérez',
  email: 'rosa@example.org',
  request_text,
  visibility,
  status,
  is_urgent,
});

beforeAll(async () => {
  test = await startTestBackend();
  api = await listen(test.backend, 0);
  const service = test.client('service_role');
  const rows = [
    request('Secreto privado Jaspe', 'private', 'pending'),
    request('Pendiente de revisión Ópalo', 'anonymous', 'pending'),
    request('Rechazada Cuarzo', 'named', 'pending'),
    request('Retirada Ágata', 'named', 'pending'),
    request('Muro con nombre Zafiro', 'named', 'pending'),
    request('Muro urgente Rubí', 'anonymous', 'pending', true),
  ];
  const { data, error } = await service.from('prayer_requests').insert(rows).select('id, request_text');
  expect(error).toBeNull();
  const id = (text: string) => data?.find((row) => row.request_text.startsWith(text))?.id as string;
  const decide = (text: string, status: string) =>
    service.from('prayer_requests').update({ status }).eq('id', id(text));
  await decide('Rechazada', 'rejected');
  await decide('Retirada', 'approved');
  await test.backend.db.query(`update public.prayer_requests set status = 'withdrawn' where id = $1`, [
    id('Retirada'),
  ]);
  await decide('Muro con nombre', 'approved');
  await decide('Muro urgente', 'approved');
  outDir = siteBuildFolder('oracion');
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

describe('the prayer wall built into the site', () => {
  it('lists the approved requests on /oracion, urgent first, each with «Oré por ti» and its count', () => {
    const html = readFileSync(join(outDir, 'oracion/index.html'), 'utf8');
    expect(html.indexOf('Muro urgente Rubí')).toBeGreaterThan(0);
    expect(html.indexOf('Muro urgente Rubí')).toBeLessThan(html.indexOf('Muro con nombre Zafiro'));
    expect(html.match(/data-pray[\s>=]/g)).toHaveLength(2);
    expect(html).toContain('Oré por ti');
    expect(html).toContain('0 personas oraron');
    expect(html).toContain('— Rosa');
    expect(html).toContain('— Anónimo');
    expect(html).toContain('Urgente');
  });

  it.each([
    'Secreto privado Jaspe',
    'Pendiente de revisión Ópalo',
    'Rechazada Cuarzo',
    'Retirada Ágata',
    'Pérez',
    'rosa@example.org',
  ])('puts %s in no file of the site', (text) => {
    expect(filesContaining(outDir, text)).toEqual([]);
  });
});
