import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '@palabra-viva/local-supabase';
import { createBackend, listen, seedDatabase } from '@palabra-viva/local-supabase';
import { markdownTable } from '../lib/markdownTable.ts';
import { withBenchDatabase } from './benchDatabase.ts';
import { type Measurement, measure } from './measure.ts';
import { recordSummary } from './summary.ts';
import { benchAddress } from './visitorSubmissions.ts';

// API throughput and latency for the two hottest calls (home page posts read, testimonial insert) at
// concurrency 1 and 32, next to the same SQL run directly on the database: the ratio is the API's overhead.
const READS = Number(process.env.BENCH_READS ?? 2000);
const INSERTS = Number(process.env.BENCH_INSERTS ?? 1000);

const READ_SQL = `select id, title, description, created_at, slug, featured_image_url from public.posts
  where is_published and published_at <= now() order by created_at desc limit 3`;
const INSERT_SQL = `insert into public.testimonials (name, country, testimonial_text, is_approved) values ($1, $2, $3, false)`;

interface Row {
  database: string;
  call: string;
  concurrency: number;
  api: Measurement;
  direct: Measurement;
}

async function benchTarget(label: string, target: DatabaseTarget): Promise<Row[]> {
  const backend = await createBackend({ target });
  await seedDatabase(backend);
  const server = await listen(backend, 0);
  const key = backend.ctx.keys.publishableKey;
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  const readUrl = `${server.url}/rest/v1/posts?select=id,title,description,created_at,slug,featured_image_url&is_published=eq.true&order=created_at.desc&limit=3`;
  const insertUrl = `${server.url}/rest/v1/testimonials`;
  const testimonial = (i: number) => ({
    name: `Bench ${i}`,
    country: 'Chile',
    testimonial_text: 'Dios es fiel.',
    is_approved: false,
  });

  const rows: Row[] = [];
  for (const concurrency of [1, 32]) {
    const apiRead = await measure(READS, concurrency, async () => {
      const response = await fetch(readUrl, { headers });
      if (response.status !== 200) throw new Error(`read ${response.status}`);
      await response.arrayBuffer();
    });
    const directRead = await measure(READS, concurrency, async () => {
      await backend.db.query(READ_SQL);
    });
    rows.push({
      database: label,
      call: 'leer posts publicados',
      concurrency,
      api: apiRead,
      direct: directRead,
    });
    const apiInsert = await measure(INSERTS, concurrency, async (i) => {
      const response = await fetch(insertUrl, {
        method: 'POST',
        // Each insert another visitor: the per-address limit is not what this measures.
        headers: { ...headers, 'X-Forwarded-For': benchAddress(i) },
        body: JSON.stringify(testimonial(i)),
      });
      if (response.status !== 201) throw new Error(`insert ${response.status}: ${await response.text()}`);
    });
    const directInsert = await measure(INSERTS, concurrency, async (i) => {
      const t = testimonial(i);
      await backend.db.query(INSERT_SQL, [t.name, t.country, t.testimonial_text]);
    });
    rows.push({
      database: label,
      call: 'insertar testimonio',
      concurrency,
      api: apiInsert,
      direct: directInsert,
    });
  }
  await server.close();
  await backend.close();
  return rows;
}

function printTable(rows: Row[]): void {
  const f = (n: number, digits = 1) => n.toFixed(digits);
  console.log(
    markdownTable(
      [
        'base',
        'llamada',
        'conc.',
        'API req/s',
        'API p50 ms',
        'API p99 ms',
        'directo req/s',
        'directo p50 ms',
        'sobrecoste',
      ],
      rows.map((r) => [
        r.database,
        r.call,
        r.concurrency,
        f(r.api.perSecond, 0),
        f(r.api.p50, 2),
        f(r.api.p99, 2),
        f(r.direct.perSecond, 0),
        f(r.direct.p50, 2),
        `×${f(r.direct.perSecond / r.api.perSecond, 1)}`,
      ]),
    ),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'pv-bench-'));
try {
  const rows = await benchTarget('PGlite (disco)', { kind: 'dataDir', dataDir });
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    rows.push(
      ...(await withBenchDatabase(serverUrl, (url) => benchTarget('PostgreSQL', { kind: 'postgres', url }))),
    );
  } else {
    console.log('(DATABASE_URL no definida: se omite PostgreSQL)');
  }
  printTable(rows);
  recordSummary(
    ...rows.map((r) => ({
      area: `API (${r.database})`,
      measure: `${r.call}, concurrencia ${r.concurrency}`,
      value: `${r.api.perSecond.toFixed(0)} req/s, p50 ${r.api.p50.toFixed(2)} ms (directo ×${(r.direct.perSecond / r.api.perSecond).toFixed(1)})`,
    })),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
