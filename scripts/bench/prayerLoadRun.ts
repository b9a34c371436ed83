import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { percentile } from './measure.ts';

export interface PrayerLoadOptions {
  url: string;
  publishableKey: string;
  serviceKey: string;
  /** Concurrent visitors, each with its own visitor id and address (X-Forwarded-For, as the gateway sets). */
  visitors: number;
  /** «Oré por ti» clicks by each visitor, spread at random over the requests (most repeat a request). */
  clicksPerVisitor: number;
  /** Approved wall requests the clicks land on. */
  requests: number;
  requestTimeoutMs?: number;
}

export interface PrayerLoadFigures {
  visitors: number;
  /** All clicks: visitors × clicks per visitor. */
  clicks: number;
  requests: number;
  /** Requests whose final count is below the visitors acknowledged or above those who tried (must be 0). */
  wrongCounts: number;
  /** Answers whose returned count was above what the request can reach (must be 0). */
  impossibleAnswers: number;
  serverErrors: number;
  clientErrors: number;
  hungOrFailed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `requests` anonymous requests put on the wall by the service role; returns their ids. */
async function wallRequests(options: PrayerLoadOptions): Promise<string[]> {
  const service = createClient<Database>(options.url, options.serviceKey, {
    auth: { persistSession: false },
  });
  const rows = Array.from({ length: options.requests }, (_, i) => ({
    name: `Carga ${i}`,
    request_text: `Petición de carga ${i}`,
    visibility: 'anonymous',
  }));
  const { data, error } = await service.from('prayer_requests').insert(rows).select('id');
  if (error) throw error;
  const ids = data.map((row) => row.id);
  const approved = await service.from('prayer_requests').update({ status: 'approved' }).in('id', ids);
  if (approved.error) throw approved.error;
  return ids;
}

/**
 * N visitors click «Oré por ti» concurrently, again and again, over the wall's requests (one click in flight
 * per visitor); then every request's count must equal the number of distinct visitors who clicked it.
 */
export async function runPrayerLoad(options: PrayerLoadOptions): Promise<PrayerLoadFigures> {
  const ids = await wallRequests(options);
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  // Visitors whose click on a request was acknowledged, and those who tried (a timed-out click may count).
  const clickedBy = new Map(ids.map((id) => [id, new Set<number>()]));
  const triedBy = new Map(ids.map((id) => [id, new Set<number>()]));
  const latencies: number[] = [];
  const tally = { serverErrors: 0, clientErrors: 0, hungOrFailed: 0, impossibleAnswers: 0 };
  const visitor = async (n: number) => {
    const visitorId = randomUUID();
    const headers = {
      apikey: options.publishableKey,
      Authorization: `Bearer ${options.publishableKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.${(n >> 8) & 255}.${n & 255}.7`,
    };
    for (let click = 0; click < options.clicksPerVisitor; click++) {
      const id = ids[Math.floor(Math.random() * ids.length)] as string;
      const started = performance.now();
      triedBy.get(id)?.add(n);
      try {
        const response = await fetch(`${options.url}/rest/v1/rpc/pray_for`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ request_id: id, visitor_id: visitorId }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = await response.text();
        if (response.ok) {
          clickedBy.get(id)?.add(n);
          if (Number(body) > options.visitors) tally.impossibleAnswers++;
        } else if (response.status >= 500) tally.serverErrors++;
        else tally.clientErrors++;
      } catch {
        tally.hungOrFailed++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.visitors }, (_, n) => visitor(n)));
  const seconds = (performance.now() - started) / 1000;
  const clicks = options.visitors * options.clicksPerVisitor;
  const service = createClient<Database>(options.url, options.serviceKey, {
    auth: { persistSession: false },
  });
  const { data, error } = await service.from('prayer_requests').select('id, prayed_count').in('id', ids);
  if (error) throw error;
  const wrongCounts = data.filter(
    (row) =>
      row.prayed_count < (clickedBy.get(row.id)?.size ?? 0) ||
      row.prayed_count > (triedBy.get(row.id)?.size ?? 0),
  ).length;
  latencies.sort((a, b) => a - b);
  return {
    visitors: options.visitors,
    clicks,
    requests: options.requests,
    wrongCounts,
    ...tally,
    seconds,
    perSecond: clicks / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** One line for logs and BENCHMARKS.md. */
export function describePrayerLoad(f: PrayerLoadFigures): string {
  return (
    `${f.visitors} visitantes · ${f.clicks} clics · ${f.requests} peticiones · ${f.wrongCounts} cuentas erróneas · ` +
    `${f.serverErrors} 5xx · ${f.clientErrors} 4xx · ${f.hungOrFailed} colgados · p50 ${f.p50.toFixed(1)} ms · ` +
    `p99 ${f.p99.toFixed(1)} ms · ${Math.round(f.perSecond)} clics/s`
  );
}
