import { AdmissionGate } from './gate.ts';
import type { AdmissionLimits } from './limits.ts';
import { overloadedResponse } from './overloaded.ts';

type Fetch = (request: Request) => Promise<Response>;

/** Requests that never touch the database and must keep answering under load (health checks, CORS preflight). */
function isExempt(request: Request): boolean {
  return request.method === 'OPTIONS' || new URL(request.url).pathname === '/health';
}

/**
 * Admission control in front of the whole API: a bounded number of requests run at once, a bounded
 * queue waits for a bounded time, and every admitted request answers within `requestTimeoutMs`.
 * A slot is freed only when the work really ends, so a timed-out request still counts against the
 * limit until the database is done with it.
 */
export function withAdmission(fetch: Fetch, limits: AdmissionLimits): Fetch & { gate: AdmissionGate } {
  const gate = new AdmissionGate(limits);
  const admitted: Fetch = async (request) => {
    if (isExempt(request)) return fetch(request);
    const release = await gate.enter();
    if (!release) return overloadedResponse(request, 'busy');
    const work = fetch(request).finally(release);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<Response>((resolve) => {
      timer = setTimeout(() => resolve(overloadedResponse(request, 'timeout')), limits.requestTimeoutMs);
    });
    try {
      return await Promise.race([work, timedOut]);
    } finally {
      clearTimeout(timer);
      work.catch(() => {}); // a late failure of abandoned work is not an unhandled rejection
    }
  };
  return Object.assign(admitted, { gate });
}
