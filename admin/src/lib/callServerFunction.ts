import { supabase } from './supabase.ts';

/**
 * POSTs to a server function (netlify/lib/registry.ts) with the staff member's access token, which the
 * function verifies with the Auth server before reading their role. Throws the function's PostgREST-shaped
 * error ({code, message}) so screens branch and toast as for the API's own errors.
 */
export async function callServerFunction(name: string, body?: unknown): Promise<unknown> {
  const { data } = await supabase.auth.getSession();
  const response = await fetch(`/.netlify/functions/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    details?: string | null;
  } | null;
  if (!response.ok)
    throw {
      code: answer?.code ?? String(response.status),
      message: answer?.message ?? response.statusText,
      // The field a refusal names (site-content puts the schema path here).
      details: answer?.details ?? null,
    };
  return answer;
}
