import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Backend } from './backend.ts';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * @hono/node-server's default swaps the process's global Request and Response for lightweight copies. Their
 * Response rebuilds itself from its constructor's headers once its body is read, so a header added later
 * (Storage's nosniff on an error) vanished for every in-process caller of a process that also serves, such
 * as the tests and the e2e site's server functions. Every server of ours keeps the platform's classes.
 */
export const KEEP_GLOBAL_FETCH_CLASSES = { overrideGlobalObjects: false } as const;

/** Serves the backend on a loopback port (0 picks a free one). */
export function listen(backend: Backend, port: number, hostname = '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment (undici's
    // pool, between a benchmark's phases) gets ECONNRESET. Supabase's gateway keeps them far longer.
    const serverOptions = { keepAliveTimeout: 65_000 };
    const options = { fetch: backend.fetch, port, hostname, serverOptions, ...KEEP_GLOBAL_FETCH_CLASSES };
    const server = serve(options, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
    server.once('error', reject);
  });
}
