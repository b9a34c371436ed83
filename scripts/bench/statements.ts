import { createClient } from '@supabase/supabase-js';
import { createBackend } from '../../backend/backend.ts';
import type { Database } from '../../core/database.types.ts';
import { statementsOf } from '../../core/giving/statement.ts';
import { queueStatementEmails, statementsZip } from '../../netlify/lib/giving/statementRun.ts';
import { loadYearGifts } from '../../netlify/lib/giving/yearGifts.ts';
import { recordSummary } from './summary.ts';

// Year-end statements at scale (issue 18): DONORS donors × GIFTS gifts in a year, in an in-memory local
// backend; the server's own path: read the year through the API in pages, merge donors, render every PDF
// (pdf-lib) into one ZIP, then queue every donor's email in the outbox. Target: all statements ≤ 60 s.
const DONORS = Number(process.env.BENCH_DONORS ?? 5000);
const GIFTS = Number(process.env.BENCH_GIFTS ?? 12);
const YEAR = 2025;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);

const backend = await createBackend({ target: { kind: 'memory' }, apiUrl: 'http://127.0.0.1:54321' });
await backend.db.query(
  `insert into public.donations (donor_name, donor_email, amount, currency, status, donation_date, fund)
   select 'Donante ' || d, 'donante' || d || '@example.org', 1000 + g * 7, case when g % 4 = 0 then 'EUR' else 'USD' end,
     'succeeded', make_date(${YEAR}, g, 1 + d % 28), case when g % 3 = 0 then 'misiones' else 'general' end
   from generate_series(1, ${DONORS}) as d, generate_series(1, ${GIFTS}) as g`,
);
const service = createClient<Database>(backend.ctx.apiUrl, backend.ctx.keys.serviceRoleKey, {
  auth: { persistSession: false },
  global: { fetch: (input, init) => backend.fetch(new Request(input, init)) },
});

const t0 = performance.now();
const gifts = await loadYearGifts(service, YEAR);
const t1 = performance.now();
const statements = statementsOf(gifts, YEAR);
const zip = await statementsZip(statements);
const t2 = performance.now();
const renderPeak = peak;
await queueStatementEmails(service, statements, 'https://example.org/donate/gestionar');
const t3 = performance.now();
clearInterval(sampler);
await backend.close();

if (statements.length !== DONORS)
  throw new Error(`${statements.length} certificados, se esperaban ${DONORS}`);
const rows = [
  { medida: `leer ${DONORS * GIFTS} donaciones por la API (páginas de 1000)`, valor: s(t1 - t0) },
  { medida: `${DONORS} certificados PDF en un ZIP (${mb(zip.byteLength)})`, valor: s(t2 - t1) },
  { medida: 'todos los certificados (leer + PDF + ZIP)', valor: s(t2 - t0) },
  { medida: `encolar ${DONORS} correos de certificado`, valor: s(t3 - t2) },
  {
    medida: 'memoria pico del proceso (RSS) hasta el ZIP',
    valor: `${mb(renderPeak)} (base ${mb(baseline)})`,
  },
  { medida: 'memoria pico del proceso (RSS) en total', valor: mb(peak) },
];
console.table(rows);
recordSummary(
  {
    area: 'certificados',
    measure: rows[2]!.medida,
    value: rows[2]!.valor,
    target: '≤ 60 s',
    ok: t2 - t0 <= 60_000,
  },
  { area: 'certificados', measure: rows[3]!.medida, value: rows[3]!.valor },
  { area: 'certificados', measure: rows[4]!.medida, value: rows[4]!.valor },
);
