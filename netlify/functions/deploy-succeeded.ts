import { syncSecuritySettings } from '../lib/security/syncSecuritySettings.ts';

/**
 * Netlify runs this after every successful deploy (the file name is the event). On the production deploy it
 * writes the deployed siteConfig's staff security switch to the database; the request body is not read, so
 * a caller can only make it write what the deployed configuration already says. Preview deploys skip it.
 */
export default async function deploySucceeded(
  _request: Request,
  context: { deploy?: { context?: string } } = {},
): Promise<Response> {
  if (context.deploy?.context !== 'production') return new Response(null, { status: 204 });
  const supabaseUrl = process.env.SUPABASE_URL ?? process.env.PUBLIC_SUPABASE_URL;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!supabaseUrl || !serviceRoleKey) return new Response('Función sin configurar.', { status: 503 });
  await syncSecuritySettings({ supabaseUrl, serviceRoleKey });
  return new Response(null, { status: 204 });
}
