import { localApiKeys } from '@palabra-viva/local-supabase';
import { createClient } from '@supabase/supabase-js';
import { unzipSync } from 'fflate';
import type { Database } from '#core/database.types.ts';
import { statementsOf } from '#core/giving/statement.ts';
import { ARCHIVE_BUCKET, type StatementArchive } from '../../netlify/lib/giving/statementArchive.ts';
import { queueStatementEmails } from '../../netlify/lib/giving/statementRun.ts';
import { loadYearGifts } from '../../netlify/lib/giving/yearGifts.ts';
import { mountServerFunctions } from '../../netlify/lib/registry.ts';
import { functionPath } from '../../netlify/lib/serverFunction.ts';
import { killHard, startBackendProcess } from './backendProcess.ts';
import { recordSummary } from './summary.ts';

// Year-end statements at scale (issue 18): DONORS donors × GIFTS gifts in a year, in a local backend of its
// own process (PGlite in memory, demo seed), so this process holds what a Netlify function holds. The
// ZIP takes the production path: the admin's `zip` request, the background function (202 at once) reading
// the year in pages, one PDF per donor in batches with progress, the upload into the private bucket; the
// admin polls the row and downloads through a signed URL. Then every donor's email is queued.
// Targets: the ZIP ≤ 60 s here (Netlify gives a background function 15 minutes), peak memory of this
// process under the 1024 MB a Netlify function has.
const DONORS = Number(process.env.BENCH_DONORS ?? 5000);
const GIFTS = Number(process.env.BENCH_GIFTS ?? 12);
// A year the demo seed has no gifts in, so the ZIP holds exactly DONORS statements.
const YEAR = 2038;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const keys = await localApiKeys();
const backend = await startBackendProcess(['--memory', '--seed']);
try {
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const service = createClient<Database>(backend.url, keys.secretKey, options);
  for (let first = 1; first <= DONORS; first += 500) {
    const rows = [];
    for (let d = first; d < Math.min(first + 500, DONORS + 1); d++)
      for (let g = 1; g <= GIFTS; g++)
        rows.push({
          donor_name: `Donante ${d}`,
          donor_email: `donante${d}@example.org`,
          amount: 1000 + g * 7,
          currency: g % 4 === 0 ? 'EUR' : 'USD',
          status: 'succeeded',
          donation_date: `${YEAR}-${String(g).padStart(2, '0')}-${String(1 + (d % 28)).padStart(2, '0')}`,
          fund: g % 3 === 0 ? 'misiones' : 'general',
        });
    const { error } = await service.from('donations').insert(rows);
    if (error) throw error;
  }
  const admin = createClient<Database>(backend.url, keys.publishableKey, options);
  const signIn = await admin.auth.signInWithPassword({
    email: 'admin@example.org',
    password: 'demo-password-123',
  });
  if (signIn.error) throw signIn.error;
  const functions = mountServerFunctions({ supabaseUrl: backend.url, secretKey: keys.secretKey });
  const post = async (name: string, body: object) =>
    functions[functionPath(name)]!(
      new Request(`http://localhost${functionPath(name)}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${signIn.data.session.access_token}` },
        body: JSON.stringify(body),
      }),
    );

  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const { archive: queued } = (await (
    await post('donation-statements', { action: 'zip', year: YEAR })
  ).json()) as {
    archive: StatementArchive;
  };
  const answer = await post('statement-archive-background', { id: queued.id });
  const acceptedMs = performance.now() - t0;
  if (answer.status !== 202) throw new Error(`La función en segundo plano respondió ${answer.status}`);
  let archive = queued;
  const progress = new Set<number>();
  while (archive.state === 'queued' || archive.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { data, error } = await admin.from('statement_archives').select().eq('id', queued.id).single();
    if (error) throw error;
    archive = data;
    progress.add(archive.done);
  }
  const t1 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  if (archive.state !== 'ready') throw new Error(`El ZIP falló: ${archive.error}`);
  const signed = await admin.storage.from(ARCHIVE_BUCKET).createSignedUrl(archive.storage_path ?? '', 600);
  if (signed.error) throw signed.error;
  const zip = new Uint8Array(await (await fetch(signed.data.signedUrl)).arrayBuffer());
  const entries = Object.keys(unzipSync(zip)).length;
  if (entries !== DONORS) throw new Error(`${entries} certificados en el ZIP, se esperaban ${DONORS}`);

  const t2 = performance.now();
  const statements = statementsOf(await loadYearGifts(service, YEAR), YEAR);
  await queueStatementEmails(service, statements, 'https://example.org/donate/gestionar');
  const t3 = performance.now();

  const rows = [
    { medida: 'pedir el ZIP hasta el 202 de la función en segundo plano', valor: s(acceptedMs) },
    {
      medida: `ZIP de ${DONORS} certificados en segundo plano (leer ${DONORS * GIFTS} donaciones, PDF, subir ${mb(zip.byteLength)})`,
      valor: s(t1 - t0),
    },
    {
      medida: 'CPU de la función durante el ZIP (usuario + sistema; no depende de la carga)',
      valor: s((cpu.user + cpu.system) / 1000),
    },
    { medida: 'avances distintos vistos por el admin (sondeo cada 250 ms)', valor: String(progress.size) },
    { medida: `encolar ${DONORS} correos de certificado`, valor: s(t3 - t2) },
    {
      medida: 'memoria pico de la función (RSS de este proceso)',
      valor: `${mb(peak)} (base ${mb(baseline)})`,
    },
  ];
  console.table(rows);
  recordSummary(
    {
      area: 'certificados',
      measure: rows[1]!.medida,
      value: rows[1]!.valor,
      target: '≤ 60 s',
      ok: t1 - t0 <= 60_000,
    },
    { area: 'certificados', measure: rows[2]!.medida, value: rows[2]!.valor },
    { area: 'certificados', measure: rows[4]!.medida, value: rows[4]!.valor },
    {
      area: 'certificados',
      measure: rows[5]!.medida,
      value: rows[5]!.valor,
      target: '< 1024 MB',
      ok: peak < 1024 ** 3,
    },
  );
} finally {
  await killHard(backend.child);
}
