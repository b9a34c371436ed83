import { describe, expect, it } from 'vitest';
import { withAdmission } from './withAdmission.ts';

const limits = { maxConcurrent: 1, maxQueue: 1, queueTimeoutMs: 1000, requestTimeoutMs: 100 };
const never = () => new Promise<Response>(() => {});
const later = (ms: number) => () =>
  new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('ok')), ms));

describe('withAdmission', () => {
  it.each([
    ['/rest/v1/posts', { code: 'PGRST003' }],
    ['/storage/v1/object/x/y', { statusCode: '503', error: 'SlowDown' }],
    ['/auth/v1/token', { code: 503, error_code: 'request_timeout' }],
  ])('answers %s with a 503 in that API’s error format when the work overruns', async (path, body) => {
    const fetch = withAdmission(never, limits);
    const response = await fetch(new Request(`http://api${path}`));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toMatchObject(body);
  });

  it('refuses beyond the queue, queues within it, and keeps the slot until slow work really ends', async () => {
    const fetch = withAdmission(later(150), { ...limits, requestTimeoutMs: 1000 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => fetch(new Request('http://api/rest/v1/posts')).then((r) => r.status)),
    );
    expect(answers).toEqual([200, 200, 503]);
    expect(fetch.gate.inFlight).toBe(0);
  });

  it('lets health checks and CORS preflights through while every slot is taken', async () => {
    const inner = (request: Request) =>
      request.url.endsWith('/x') && request.method === 'GET' ? never() : Promise.resolve(new Response('ok'));
    const fetch = withAdmission(inner, { ...limits, maxQueue: 0, requestTimeoutMs: 60_000 });
    void fetch(new Request('http://api/rest/v1/x'));
    expect((await fetch(new Request('http://api/rest/v1/y'))).status).toBe(503);
    expect((await fetch(new Request('http://api/health'))).status).toBe(200);
    expect((await fetch(new Request('http://api/rest/v1/x', { method: 'OPTIONS' }))).status).toBe(200);
  });
});
