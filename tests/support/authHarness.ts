import { type AuthOptions, createAuthRouter } from '@palabra-viva/local-supabase/testing';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { withApiKeyHeader } from './apiKeyHeader.ts';
import { API_URL, startTestBackend, type TestBackend } from './testBackend.ts';

/**
 * A test backend whose /auth/v1 runs with injected options (a settable clock, short windows, a client
 * IP); REST and Storage requests still reach the ordinary backend.
 */
export interface AuthHarness extends TestBackend {
  clock: { now: number; advance(ms: number): void };
  /** supabase-js bound to the harness, with its own in-memory session. */
  client(key?: 'anon' | 'service_role'): SupabaseClient;
  /** A raw request to the harness, e.g. `auth('/token?grant_type=password', {method: 'POST', …})`. */
  auth(path: string, init?: RequestInit): Promise<Response>;
}

export async function startAuthHarness(
  options: Omit<AuthOptions, 'now'> = {},
  { siteUrl }: { siteUrl?: string } = {},
): Promise<AuthHarness> {
  const base = await startTestBackend({ siteUrl });
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = new Hono().route(
    '/auth/v1',
    createAuthRouter(base.backend.ctx, { ...options, now: () => clock.now }),
  );
  const route = (request: Request) =>
    new URL(request.url).pathname.startsWith('/auth/v1/') ? app.fetch(request) : base.backend.fetch(request);
  const fetchHarness = async (input: RequestInfo | URL, init?: RequestInit) =>
    route(new Request(input, init));
  const client = (key: 'anon' | 'service_role' = 'anon') =>
    createClient(
      API_URL,
      key === 'anon' ? base.backend.ctx.keys.publishableKey : base.backend.ctx.keys.secretKey,
      {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: fetchHarness },
      },
    );
  return {
    ...base,
    clock,
    client,
    auth: async (path, init) =>
      route(new Request(`${API_URL}/auth/v1${path}`, { ...init, headers: withApiKeyHeader(init?.headers) })),
    async signedIn(email, password = 'demo-password-123') {
      const signed = client('anon');
      const { error } = await signed.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return signed as never;
    },
  };
}

/** The claims of a JWT, unverified (the tests check what the server put there). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

export const jsonRequest = (
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
