import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Backend } from './backend.ts';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the backend on a loopback port (0 picks a free one). */
export function listen(backend: Backend, port: number, hostname = '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment (undici's
    // pool, between a benchmark's phases) gets ECONNRESET. Supabase's gateway keeps them far longer.
    const serverOptions = { keepAliveTimeout: 65_000 };
    const server = serve({ fetch: backend.fetch, port, hostname, serverOptions }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
    server.once('error', reject);
  });
}
