/**
 * Headers for a raw request as supabase-js sends them: a publishable or secret key given as the Bearer
 * goes in `apikey` too (the gateway refuses such a Bearer alone with UNAUTHORIZED_MISSING_API_KEY).
 */
export function withApiKeyHeader(init: HeadersInit | undefined): Headers {
  const headers = new Headers(init);
  const key = /^Bearer (sb_\S+)$/.exec(headers.get('authorization') ?? '')?.[1];
  if (key && !headers.has('apikey')) headers.set('apikey', key);
  return headers;
}
