import { percentile } from './measure.ts';
import { reconcile, storedMarkers } from './storedMarkers.ts';
import { benchAddress, visitorSubmission } from './visitorSubmissions.ts';

export interface LoadOptions {
  url: string;
  publishableKey: string;
  serviceKey: string;
  clients: number;
  submissions: number;
  /** Letters and digits only (it becomes part of a LIKE pattern). */
  runId?: string;
  /** A request still unanswered after this long counts as hung. */
  requestTimeoutMs?: number;
}

export interface LoadFigures {
  clients: number;
  submissions: number;
  acknowledged: number;
  /** 429/503: overload answered honestly; not acknowledged, so not expected in the database. */
  refused: number;
  serverErrors: number;
  /** Any other 4xx: a payload the database refused (the load should send none). */
  clientErrors: number;
  /** No answer within requestTimeoutMs, or the connection failed. */
  hungOrFailed: number;
  lost: number;
  duplicated: number;
  unacknowledgedStored: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  maxMs: number;
}

/**
 * `clients` concurrent visitors send `submissions` mixed public forms over HTTP, then the service role
 * checks that every acknowledged (2xx) submission is stored exactly once.
 */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const runId = options.runId ?? Date.now().toString(36);
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  const headers = {
    apikey: options.publishableKey,
    Authorization: `Bearer ${options.publishableKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=minimal',
  };
  const acknowledged: string[] = [];
  const latencies: number[] = [];
  const tally = { refused: 0, serverErrors: 0, clientErrors: 0, hungOrFailed: 0 };
  let next = 0;
  const client = async () => {
    while (next < options.submissions) {
      const visitor = next++;
      const submission = visitorSubmission(runId, visitor);
      const started = performance.now();
      try {
        const response = await fetch(`${options.url}/rest/v1/${submission.table}`, {
          method: 'POST',
          // Each submission is another visitor (as the gateway reports them), each well within its limits.
          headers: { ...headers, 'X-Forwarded-For': benchAddress(visitor) },
          body: JSON.stringify(submission.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer();
        if (response.ok) acknowledged.push(submission.marker);
        else if (response.status === 429 || response.status === 503) tally.refused++;
        else if (response.status >= 500) tally.serverErrors++;
        else tally.clientErrors++;
      } catch {
        tally.hungOrFailed++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.clients }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const stored = await storedMarkers(options.url, options.serviceKey, runId);
  return {
    clients: options.clients,
    submissions: options.submissions,
    acknowledged: acknowledged.length,
    ...tally,
    ...reconcile(acknowledged, stored),
    seconds,
    perSecond: options.submissions / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
  };
}

/** One line for logs and BENCHMARKS.md. */
export function describeLoad(f: LoadFigures): string {
  return (
    `${f.clients} clientes · ${f.submissions} envíos · ${f.acknowledged} confirmados · ${f.lost} perdidos · ` +
    `${f.duplicated} duplicados · ${f.serverErrors} 5xx · ${f.refused} 429/503 · ${f.hungOrFailed} colgados · ` +
    `p50 ${f.p50.toFixed(1)} ms · p99 ${f.p99.toFixed(1)} ms · ${Math.round(f.perSecond)} envíos/s`
  );
}
