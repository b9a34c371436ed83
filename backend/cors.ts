import type { MiddlewareHandler } from 'hono';

const EXPOSED_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Content-Profile',
  'Date',
  'Location',
  'Range-Unit',
  'Preference-Applied',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
].join(', ');

/** CORS as Supabase answers it: any origin, requested headers reflected, count and version headers exposed. */
export const cors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, HEAD, OPTIONS',
        'Access-Control-Allow-Headers':
          c.req.header('Access-Control-Request-Headers') ??
          'apikey, authorization, x-client-info, x-supabase-api-version, content-type, accept-profile, content-profile, prefer, range, x-upsert, cache-control',
        'Access-Control-Max-Age': '86400',
      },
    });
  }
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
};
