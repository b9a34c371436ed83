import type { Handler } from './serverFunction.ts';

/**
 * Netlify runs a function whose name ends in `-background` asynchronously: the caller gets 202 with no body
 * at once, the function runs on (up to 15 minutes) and its answer goes nowhere. The local site server mounts
 * such functions through `inBackground`, so `npm start`, the demo and the tests meet the same contract.
 */
export const isBackgroundFunction = (name: string) => name.endsWith('-background');

export function inBackground(
  handler: Handler,
  log: (line: string, cause?: unknown) => void = console.error,
): Handler {
  return async (request, context) => {
    // The body is read before answering: once the 202 has gone, the connection and its stream are closed.
    const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer();
    const copy = new Request(request.url, { method: request.method, headers: request.headers, body });
    const path = new URL(request.url).pathname;
    void handler(copy, context).then(
      async (response) => {
        if (response.status >= 400) log(`[${path}] terminó con ${response.status}: ${await response.text()}`);
      },
      (error: unknown) => log(`[${path}] falló`, error),
    );
    return new Response(null, { status: 202 });
  };
}
