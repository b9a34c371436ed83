import { drainOutboxFromEnv } from '../lib/mail/outbox.ts';
import { serverApiFromEnv, serviceClient } from '../lib/serverFunction.ts';

/**
 * Netlify scheduled function: every minute, on the production deploy, sends the email waiting in the
 * outbox through the SMTP server of the SMTP_* variables (backend/README.md, «Correo saliente»). Without
 * them it sends nothing and the admin's dashboard says what to set; nothing queued is lost. A scheduled
 * function may run 30 s, so the run claims nothing new after 20 s.
 */
export default async function sendQueuedEmail(): Promise<Response> {
  const api = serverApiFromEnv(process.env);
  if (!api) return new Response('Función sin configurar.', { status: 503 });
  return Response.json(await drainOutboxFromEnv(serviceClient(api), { budgetMs: 20_000 }));
}

export const config = { schedule: '* * * * *' };
