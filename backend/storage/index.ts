import { Hono } from 'hono';
import type { BackendContext } from '../context.ts';
import { apiKeyGate } from '../gateway/apiKeyGate.ts';
import type { StorageDeps } from './deps.ts';
import { StorageError, toStorageError } from './errors.ts';
import { registerBucketRoutes } from './routes/buckets.ts';
import { registerDefaultDownloadRoute, registerDownloadRoutes } from './routes/download.ts';
import { registerListRoute } from './routes/list.ts';
import { registerListV2Route } from './routes/listV2.ts';
import { registerMoveCopyRoutes } from './routes/moveCopy.ts';
import { registerRemoveRoutes } from './routes/remove.ts';
import { registerSignedRoutes } from './routes/signed.ts';
import { registerSignedUploadRoutes } from './routes/signedUpload.ts';
import { registerUploadRoutes } from './routes/upload.ts';
import { type StorageSettings, storageSettings } from './settings.ts';

/**
 * Supabase Storage's API as storage-js 2.x uses it, mounted at /storage/v1. Objects and buckets are rows
 * in storage.objects / storage.buckets read and written as the JWT's role, so Postgres policies decide
 * every access; the bytes live in storage_local.blobs, committed with their row.
 */
export function createStorageRouter(
  ctx: BackendContext,
  settings: StorageSettings = storageSettings(),
): Hono {
  const deps: StorageDeps = { ctx, ...settings };
  const app = new Hono();
  app.use('*', apiKeyGate(ctx));

  // Nothing Storage answers may be content-sniffed by a browser into something it is not.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });

  // Specific routes first: `/object/{bucket}/{path}` would also match `/object/sign/…` and the others.
  registerBucketRoutes(app, deps);
  registerSignedRoutes(app, deps);
  registerSignedUploadRoutes(app, deps);
  registerListRoute(app, deps);
  registerListV2Route(app, deps);
  registerMoveCopyRoutes(app, deps);
  registerDownloadRoutes(app, deps);
  registerRemoveRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerDefaultDownloadRoute(app, deps);

  // As Storage behind the gateway (which strips /storage/v1): `/render/image/…` lands here too, since
  // image transformations are disabled in config.toml. (A catch-all route rather than notFound(): a
  // mounted router's notFound is never called.)
  app.all('*', (c) => {
    const url = new URL(c.req.url);
    const route = `${url.pathname.replace(/^\/storage\/v1(?=\/)/, '')}${url.search}`;
    const error = new StorageError(
      404,
      'InvalidRequest',
      'Not Found',
      `Route ${c.req.method}:${route} not found`,
    );
    return c.json(error.body(), 404);
  });
  app.onError((thrown, c) => {
    const error = toStorageError(thrown);
    const response = c.json(error.body(), error.httpStatus as 400);
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  });
  return app;
}
