import { appendFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { checkArea } from '#core/site/areas.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { startProduct } from '#devserver/startProduct.ts';
import { median, publishSummary } from './publishLatency.ts';
import { waitUntilIdle } from './siteIdle.ts';

// Issue 27, Done-when: a settings change published → live with `npm start` running. An admin publishes a
// new phone number through the site-content function (as «Publicar» in /admin/sitio does) and we poll
// /contact/ until it shows it. Median of 5 with the demo content; target ≤ 10 s. Prints figures; not a test.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 10_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.log('Arrancando el producto (npm start --memory)…');
const product = await startProduct();
try {
  const admin = createClient<Database>(product.apiUrl, product.publishableKey, {
    auth: { persistSession: false },
  });
  const signIn = await admin.auth.signInWithPassword({
    email: 'admin@example.org',
    password: 'demo-password-123',
  });
  if (signIn.error) throw signIn.error;
  const token = signIn.data.session.access_token;

  const latencies: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    await waitUntilIdle(product);
    const phone = `+34 600 ${String(run).padStart(3, '0')} ${String(Date.now() % 1000).padStart(3, '0')}`;
    const content = { ...siteDefaults.contact, phone };
    const checked = checkArea('contact', content);
    if (!checked.ok) throw new Error(`El teléfono de la medida no es válido: ${JSON.stringify(checked)}`);
    const draft = await admin
      .from('site_content_drafts')
      .select('version')
      .eq('area', 'contact')
      .maybeSingle();
    if (draft.error) throw draft.error;

    const started = performance.now();
    const answer = await fetch(`${product.siteUrl}/.netlify/functions/site-content`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        action: 'publish',
        area: 'contact',
        content,
        draftVersion: draft.data?.version ?? 0,
      }),
    });
    if (!answer.ok) throw new Error(`site-content respondió ${answer.status}: ${await answer.text()}`);
    while (!(await (await fetch(`${product.siteUrl}/contact/`)).text()).includes(phone)) {
      if (performance.now() - started > 300_000) throw new Error(`/contact/ no llegó a mostrar ${phone}.`);
      await sleep(POLL_MS);
    }
    latencies.push(performance.now() - started);
    console.log(`  #${run}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const line = publishSummary(
    'ajuste del sitio publicado → en línea, datos de demostración (mediana de 5)',
    median(latencies),
    TARGET_MS,
  );
  console.table([
    {
      medida: line.measure,
      mediana: line.value,
      'mín–máx': `${(Math.min(...latencies) / 1000).toFixed(1)}–${(Math.max(...latencies) / 1000).toFixed(1)} s`,
      objetivo: line.target,
      ok: line.ok ? 'sí' : 'NO',
    },
  ]);
  const summaryFile = process.env.BENCH_SUMMARY_FILE;
  if (summaryFile) appendFileSync(summaryFile, `${JSON.stringify(line)}\n`);
} finally {
  await product.stop();
}
