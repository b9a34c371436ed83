import { appendFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { type RunningProduct, startProduct } from '#devserver/startProduct.ts';
import { median, publishSummary } from './publishLatency.ts';
import { waitUntilIdle } from './siteIdle.ts';

// Publish-to-live with `npm start` running: an editor publishes a post through supabase-js and we poll the
// served page until it answers 200. Median of 5, with the demo content and with 1,000 more posts.
// Target (issue 6): ≤ 10 s with the demo content.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EXTRA_POSTS = 1000;
const TARGET_MS = 10_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function publishToLive(product: RunningProduct, label: string): Promise<number[]> {
  const editor = createClient<Database>(product.apiUrl, product.publishableKey, {
    auth: { persistSession: false },
  });
  const { error } = await editor.auth.signInWithPassword({
    email: 'editor@example.org',
    password: 'demo-password-123',
  });
  if (error) throw error;
  const latencies: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    await waitUntilIdle(product);
    const slug = `medida-${label}-${run}-${Date.now()}`;
    const started = performance.now();
    const insert = await editor.from('posts').insert({
      title: `Medida ${run}`,
      slug,
      content: 'Texto de la medida.',
      is_published: true,
      published_at: new Date().toISOString(),
    });
    if (insert.error) throw insert.error;
    while ((await fetch(`${product.siteUrl}/blog/${slug}/`)).status !== 200) {
      if (performance.now() - started > 300_000) throw new Error(`/blog/${slug}/ no llegó a publicarse.`);
      await sleep(POLL_MS);
    }
    latencies.push(performance.now() - started);
    console.log(`  ${label} #${run}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return latencies;
}

async function addGeneratedPosts(product: RunningProduct, count: number) {
  const service = createClient<Database>(product.apiUrl, product.secretKey, {
    auth: { persistSession: false },
  });
  const body = `## Sección\n\nTexto generado para medir la publicación con mucho contenido.\n\n${'La gracia de Dios nos sostiene. '.repeat(40)}`;
  for (let start = 1; start <= count; start += 250) {
    const rows = Array.from({ length: Math.min(250, count - start + 1) }, (_, i) => ({
      title: `Entrada generada número ${start + i}`,
      slug: `entrada-generada-${start + i}`,
      content: body,
      description: `Resumen de la entrada generada número ${start + i}.`,
      is_published: true,
      published_at: new Date(Date.now() - (start + i) * 60_000).toISOString(),
    }));
    const { error } = await service.from('posts').insert(rows);
    if (error) throw error;
  }
}

console.log('Arrancando el producto (npm start --memory)…');
const product = await startProduct();
try {
  const demo = await publishToLive(product, 'demo');
  console.log(`Añadiendo ${EXTRA_POSTS} posts…`);
  await addGeneratedPosts(product, EXTRA_POSTS);
  const many = await publishToLive(product, '1000');
  const figures = [
    { measure: 'publicar → en línea, datos de demostración (mediana de 5)', values: demo, target: TARGET_MS },
    {
      measure: 'publicar → en línea, con 1.000 posts más (mediana de 5)',
      values: many,
    },
  ];
  const lines = figures.map((figure) => publishSummary(figure.measure, median(figure.values), figure.target));
  console.table(
    lines.map((line, i) => ({
      medida: line.measure,
      mediana: line.value,
      'mín–máx': `${(Math.min(...figures[i]!.values) / 1000).toFixed(1)}–${(Math.max(...figures[i]!.values) / 1000).toFixed(1)} s`,
      objetivo: line.target,
      ok: line.ok ? 'sí' : 'NO',
    })),
  );
  const summaryFile = process.env.BENCH_SUMMARY_FILE;
  if (summaryFile) appendFileSync(summaryFile, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
} finally {
  await product.stop();
}
