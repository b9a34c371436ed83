import type { TestBackend } from './testBackend.ts';
import { API_URL } from './testBackend.ts';

/**
 * Raw HTTP to the in-process backend, for attacks supabase-js cannot express (hand-written query
 * strings, odd headers, broken bodies). The answer keeps status, headers and the parsed body.
 */
export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface RawRequest {
  method?: string;
  /** A bearer token; the apikey (the publishable key unless headers give another) when omitted, none when null. */
  token?: string | null;
  headers?: Record<string, string>;
  body?: BodyInit | object;
}

export async function raw(t: TestBackend, path: string, request: RawRequest = {}): Promise<RawAnswer> {
  const headers = new Headers(request.headers);
  // As supabase-js: a publishable or secret key given as the token is also the apikey, and without a
  // session the key itself is the Bearer.
  if (!headers.has('apikey')) {
    const keyAsToken = request.token?.startsWith('sb_') ? request.token : undefined;
    headers.set('apikey', keyAsToken ?? t.backend.ctx.keys.publishableKey);
  }
  const token = request.token === undefined ? headers.get('apikey') : request.token;
  if (token !== null && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  let body = request.body;
  if (body !== undefined && typeof body === 'object' && isPlainJson(body)) {
    body = JSON.stringify(body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const res = await t.backend.fetch(
    new Request(`${API_URL}${path}`, { method: request.method ?? 'GET', headers, body: body as BodyInit }),
  );
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (CSV, bytes): keep the text.
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

const isPlainJson = (value: object) =>
  Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;

/** The access token of a signed-in client (for raw requests as that user). */
export async function accessTokenOf(client: {
  auth: { getSession(): Promise<{ data: { session: { access_token: string } | null } }> };
}): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('sin sesión');
  return data.session.access_token;
}
