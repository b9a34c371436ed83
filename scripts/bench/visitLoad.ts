import { percentile } from './measure.ts';

export interface VisitLoadOptions {
  url: string;
  publishableKey: string;
  serviceKey: string;
  /** Views sent per second, on a fixed schedule whatever the answers (open loop, as real visitors). */
  perSecond: number;
  seconds: number;
  /** Letters and digits: the run's views go to /carga/<runId>, so the stored count is this run's alone. */
  runId?: string;
  requestTimeoutMs?: number;
}

export interface VisitLoadFigures {
  sent: number;
  /** 204: the view was recorded. */
  acknowledged: number;
  /** 429: the rate limit said no (each view comes from its own address here, so none is expected). */
  refused: number;
  /** 503 is the local server's admission queue giving up (API_QUEUE_TIMEOUT_MS); the beacon does not retry. */
  otherStatus: number;
  otherStatuses: Record<number, number>;
  hungOrFailed: number;
  /** In the daily counts after the run. */
  stored: number;
  /** Acknowledged but not stored, or stored but not acknowledged (must both be 0). */
  lost: number;
  extra: number;
  /** Views sent per second as scheduled, and answered per second until the last answer. */
  answeredPerSecond: number;
  p50: number;
  p99: number;
}

/** 10.x.y.z from a number: each simulated visitor connects from its own address, as real ones do. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * Sends `perSecond` page views a second for `seconds` through POST /rest/v1/rpc/record_page_view, as the
 * beacon does, then reads the run's page count with the service role: every 204 must be in it once.
 */
export async function runVisitLoad(options: VisitLoadOptions): Promise<VisitLoadFigures> {
  const runId = options.runId ?? Date.now().toString(36);
  const path = `/carga/${runId}`;
  const total = Math.round(options.perSecond * options.seconds);
  const tally = { acknowledged: 0, refused: 0, otherStatus: 0, hungOrFailed: 0 };
  const otherStatuses: Record<number, number> = {};
  const latencies: number[] = [];
  const started = performance.now();
  const send = async (i: number) => {
    const due = started + (i * 1000) / options.perSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const t0 = performance.now();
    try {
      const response = await fetch(`${options.url}/rest/v1/rpc/record_page_view`, {
        method: 'POST',
        headers: {
          apikey: options.publishableKey,
          'Content-Type': 'application/json',
          'x-forwarded-for': addressOf(i),
          'user-agent': 'Mozilla/5.0 (carga)',
        },
        body: JSON.stringify({ path, referrer: null, screen_width: 390 + (i % 3) * 500 }),
        signal: AbortSignal.timeout(options.requestTimeoutMs ?? 30_000),
      });
      await response.arrayBuffer();
      if (response.status === 204) tally.acknowledged++;
      else if (response.status === 429) tally.refused++;
      else {
        tally.otherStatus++;
        otherStatuses[response.status] = (otherStatuses[response.status] ?? 0) + 1;
      }
    } catch {
      tally.hungOrFailed++;
    }
    latencies.push(performance.now() - t0);
  };
  await Promise.all(Array.from({ length: total }, (_, i) => send(i)));
  const seconds = (performance.now() - started) / 1000;
  const stored = await storedViews(options.url, options.serviceKey, path);
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    ...tally,
    otherStatuses,
    stored,
    lost: Math.max(0, tally.acknowledged - stored),
    extra: Math.max(0, stored - tally.acknowledged),
    answeredPerSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** The page's views in the daily counts, summed over days (a run may cross midnight). */
async function storedViews(url: string, serviceKey: string, path: string): Promise<number> {
  const query = new URLSearchParams({ select: 'hits', dimension: 'eq.page', value: `eq.${path}` });
  const response = await fetch(`${url}/rest/v1/visit_daily_counts?${query}`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  if (!response.ok) throw new Error(`visit_daily_counts ${response.status}: ${await response.text()}`);
  const rows = (await response.json()) as { hits: number }[];
  return rows.reduce((sum, row) => sum + row.hits, 0);
}

/** One line for logs and BENCHMARKS.md. */
export function describeVisitLoad(f: VisitLoadFigures): string {
  return (
    `${f.sent} enviadas · ${f.acknowledged} confirmadas · ${f.stored} guardadas · ${f.lost} perdidas · ` +
    `${f.refused} 429 · ${f.otherStatus} otros${describeStatuses(f.otherStatuses)} · ${f.hungOrFailed} colgadas · ` +
    `p50 ${f.p50.toFixed(1)} ms · p99 ${f.p99.toFixed(1)} ms · ${Math.round(f.answeredPerSecond)} respondidas/s`
  );
}

const describeStatuses = (statuses: Record<number, number>) => {
  const entries = Object.entries(statuses);
  return entries.length === 0 ? '' : ` (${entries.map(([status, n]) => `${n}× ${status}`).join(', ')})`;
};
