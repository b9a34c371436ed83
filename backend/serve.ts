import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Backend } from './backend.ts';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * What Supabase's gateway does to every request: appends the caller's address to X-Forwarded-For, which
 * the database's rate limits read (private.request_address in supabase/migrations).
 */
function forwardedFor(request: Request, env: unknown): Request {
  const address = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket?.remoteAddress;
  if (!address) return request;
  const headers = new Headers(request.headers);
  const before = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', before ? `${before}, ${address}` : address);
  return new Request(request, { headers });
}

/** Serves the backend on a loopback port (0 picks a free one). */
export function listen(backend: Backend, port: number, hostname = '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment (undici's
    // pool, between a benchmark's phases) gets ECONNRESET. Supabase's gateway keeps them far longer.
    const serverOptions = { keepAliveTimeout: 65_000 };
    const fetch = (request: Request, env: unknown) => backend.fetch(forwardedFor(request, env));
    const server = serve({ fetch, port, hostname, serverOptions }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
    server.once('error', reject);
  });
}
