import { reconcile, storedMarkers } from './storedMarkers.ts';
import { benchAddress, type Submission, VISITOR_TABLES, visitorSubmission } from './visitorSubmissions.ts';

/**
 * The per-client limits under traffic (issue 30 item 3): `legitimate` visitors, each from its own address,
 * send each public form once (well within every limit) while one abusive client sends `abusive` forms
 * from a single address as fast as it can. Then the service role reconciles what was acknowledged with
 * what is stored: every legitimate form in, the abuser cut off with 429, nothing acknowledged lost.
 */
export interface LimitsOptions {
  url: string;
  anonKey: string;
  serviceKey: string;
  legitimate: number;
  abusive: number;
  runId?: string;
}

export interface LimitsFigures {
  legitimateSent: number;
  legitimateStored: number;
  abusiveSent: number;
  abusiveAccepted: number;
  abusiveLimited: number;
  /** 429 answers that said when to try again (Retry-After and the Spanish sentence). */
  limitedWithRetry: number;
  otherFailures: number;
  lost: number;
  unacknowledgedStored: number;
  seconds: number;
}

const ABUSER = '192.0.2.66';

export async function runLimits(options: LimitsOptions): Promise<LimitsFigures> {
  const runId = options.runId ?? Date.now().toString(36);
  const headers = {
    apikey: options.anonKey,
    Authorization: `Bearer ${options.anonKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=minimal',
  };
  const acknowledged: string[] = [];
  const tally = { legitimateStored: 0, abusiveAccepted: 0, abusiveLimited: 0, limitedWithRetry: 0, other: 0 };
  const send = async (submission: Submission, address: string) => {
    const response = await fetch(`${options.url}/rest/v1/${submission.table}`, {
      method: 'POST',
      headers: { ...headers, 'X-Forwarded-For': address },
      body: JSON.stringify(submission.body),
    });
    const text = await response.text();
    if (response.ok) acknowledged.push(submission.marker);
    if (response.status === 429 && response.headers.get('Retry-After') && text.includes('Inténtalo de nuevo'))
      tally.limitedWithRetry++;
    return response.status;
  };
  const visitor = async (n: number) => {
    for (let form = 0; form < VISITOR_TABLES.length; form++) {
      const status = await send(visitorSubmission(runId, n * VISITOR_TABLES.length + form), benchAddress(n));
      if (status === 201) tally.legitimateStored++;
      else tally.other++;
    }
  };
  // The abuser repeats one form (the contact form) from one address, two requests in flight at a time.
  const abuser = async (lane: number) => {
    for (let i = lane; i < options.abusive; i += 2) {
      const submission = visitorSubmission(`${runId}x`, i * VISITOR_TABLES.length + 1);
      const status = await send(submission, ABUSER);
      if (status === 201) tally.abusiveAccepted++;
      else if (status === 429) tally.abusiveLimited++;
      else tally.other++;
    }
  };
  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: options.legitimate }, (_, n) => visitor(n)),
    abuser(0),
    abuser(1),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const stored = await storedMarkers(options.url, options.serviceKey, runId);
  const { lost, unacknowledgedStored } = reconcile(acknowledged, stored);
  return {
    legitimateSent: options.legitimate * VISITOR_TABLES.length,
    legitimateStored: tally.legitimateStored,
    abusiveSent: options.abusive,
    abusiveAccepted: tally.abusiveAccepted,
    abusiveLimited: tally.abusiveLimited,
    limitedWithRetry: tally.limitedWithRetry,
    otherFailures: tally.other,
    lost,
    unacknowledgedStored,
    seconds,
  };
}

export function describeLimits(f: LimitsFigures): string {
  const rate = ((100 * f.legitimateStored) / f.legitimateSent).toFixed(1);
  return (
    `legítimos ${f.legitimateStored}/${f.legitimateSent} (${rate} %) · abusivo ${f.abusiveAccepted} aceptados, ` +
    `${f.abusiveLimited} con 429 (${f.limitedWithRetry} con Retry-After) · otros fallos ${f.otherFailures} · ` +
    `filas perdidas ${f.lost} · guardadas sin confirmar ${f.unacknowledgedStored}`
  );
}
