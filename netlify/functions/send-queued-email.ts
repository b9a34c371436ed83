import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { drainOutboxFromEnv } from '../lib/mail/outbox.ts';

/**
 * Netlify scheduled function: every minute, on the production deploy, sends the email waiting in the
 * outbox through the SMTP server of the SMTP_* variables (backend/README.md, «Correo saliente»). Without
 * them it sends nothing and the admin's dashboard says what to set; nothing queued is lost. A scheduled
 * function may run 30 s, so the run claims nothing new after 20 s.
 */
export default async function sendQueuedEmail(): Promise<Response> {
  const supabaseUrl = process.env.SUPABASE_URL ?? process.env.PUBLIC_SUPABASE_URL;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!supabaseUrl || !serviceRoleKey) return new Response('Función sin configurar.', { status: 503 });
  const service = createClient<Database>(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return Response.json(await drainOutboxFromEnv(service, { budgetMs: 20_000 }));
}

export const config = { schedule: '* * * * *' };
