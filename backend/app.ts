import { Hono } from 'hono';
import { createAuthRouter } from './auth/index.ts';
import type { BackendContext } from './context.ts';
import { cors } from './cors.ts';
import { createRestRouter } from './rest/index.ts';
import { createStorageRouter } from './storage/index.ts';

/**
 * The local Supabase: PostgREST under /rest/v1, Supabase Auth under /auth/v1 and Storage under /storage/v1.
 * Each router owns its error format; this app only adds CORS and a last-resort handler.
 */
export function createApp(ctx: BackendContext): Hono {
  const app = new Hono();
  app.use('*', cors);
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.route('/rest/v1', createRestRouter(ctx));
  app.route('/auth/v1', createAuthRouter(ctx));
  app.route('/storage/v1', createStorageRouter(ctx));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    console.error('[backend] error inesperado:', error);
    return c.json({ code: 'XX000', message: 'Internal server error', details: null, hint: null }, 500);
  });
  return app;
}
