import { requestSiteRebuildHandler } from '../lib/requestSiteRebuildHandler.ts';

let handler: ((request: Request) => Promise<Response>) | undefined;

/** Netlify function: the service key comes from the server environment, never from the browser. */
export default async function requestSiteRebuild(request: Request): Promise<Response> {
  const supabaseUrl = process.env.SUPABASE_URL ?? process.env.PUBLIC_SUPABASE_URL;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!supabaseUrl || !serviceRoleKey) {
    return new Response(JSON.stringify({ code: 'not_configured', message: 'Función sin configurar.' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  handler ??= requestSiteRebuildHandler({ supabaseUrl, serviceRoleKey });
  return handler(request);
}
