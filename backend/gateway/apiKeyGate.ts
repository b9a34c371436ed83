import type { Context, MiddlewareHandler } from 'hono';
import type { BackendContext } from '../context.ts';
import { admitApiKey } from './admitApiKey.ts';
import { refusalResponse } from './gatewayRefusal.ts';

/**
 * The gateway in front of one service (each router mounts it first, so a router built alone in a test
 * sees the same keys as the whole app): refuses keys as Supabase does and hands the service the
 * Authorization it would get behind the gateway. `open` paths skip it, as the gateway leaves Auth's
 * /verify, /callback, /authorize and JWKS routes open.
 */
export function apiKeyGate(
  ctx: BackendContext,
  open: (path: string) => boolean = () => false,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || open(c.req.path)) return next();
    const headers = c.req.raw.headers;
    const admission = admitApiKey(
      {
        apikey: headers.get('apikey') ?? new URL(c.req.url).searchParams.get('apikey') ?? undefined,
        authorization: headers.get('authorization') ?? undefined,
        userAgent: headers.get('user-agent') ?? undefined,
      },
      ctx.keys,
      ctx.gatewayTokens,
    );
    if (!admission.admitted) return refusalResponse(admission.refusal);
    if (admission.authorization !== (headers.get('authorization') ?? undefined)) {
      replaceAuthorization(c, admission.authorization);
    }
    return next();
  };
}

/**
 * Sets the request's Authorization in place: wrapping it in a new Request would start pulling a streamed
 * body (an upload over the size limit must be refused before it is read). Headers that cannot change
 * (an immutable guard) get the wrapped copy instead.
 */
function replaceAuthorization(c: Context, authorization: string | undefined): void {
  try {
    if (authorization === undefined) c.req.raw.headers.delete('authorization');
    else c.req.raw.headers.set('authorization', authorization);
  } catch {
    const headers = new Headers(c.req.raw.headers);
    if (authorization === undefined) headers.delete('authorization');
    else headers.set('authorization', authorization);
    c.req.raw = new Request(c.req.raw, { headers });
  }
}
