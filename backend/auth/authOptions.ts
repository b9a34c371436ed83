import type { Context } from 'hono';
import type { BackendContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { authIssuer } from './accessClaims.ts';
import {
  createFailedSignInLimiter,
  DEFAULT_FAILED_SIGN_IN_LIMITS,
  type FailedSignInLimiter,
  type FailedSignInLimits,
} from './failedSignInLimiter.ts';
import { DEFAULT_REUSE_INTERVAL_SECONDS } from './refreshRotation.ts';

/** Knobs of the auth server; tests inject a clock and shorter windows, production uses the defaults. */
export interface AuthOptions {
  /** Milliseconds since the epoch; drives token times, reuse windows, bans and the rate limiter. */
  now?: () => number;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: 10 s on hosted Supabase and in the CLI. */
  refreshTokenReuseIntervalSeconds?: number;
  failedSignInLimits?: FailedSignInLimits;
  /** Who is calling, for the per-IP sign-in limit; by default the socket's address. */
  clientIp?: (c: Context) => string | undefined;
  /** Larger request bodies get 413. */
  bodyLimitBytes?: number;
}

/** Everything a route handler needs, resolved once per router. */
export interface AuthDeps {
  db: Database;
  jwtSecret: Uint8Array;
  issuer: string;
  apiUrl: string;
  now: () => number;
  reuseIntervalSeconds: number;
  signInLimiter: FailedSignInLimiter;
  clientIp: (c: Context) => string | undefined;
  bodyLimitBytes: number;
}

/** The socket's address under @hono/node-server; undefined for in-process calls, which have no socket. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

export function resolveAuthDeps(ctx: BackendContext, options: AuthOptions = {}): AuthDeps {
  const now = options.now ?? Date.now;
  return {
    db: ctx.db,
    jwtSecret: ctx.jwtSecret,
    issuer: authIssuer(ctx.apiUrl),
    apiUrl: ctx.apiUrl.replace(/\/+$/, ''),
    now,
    reuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? DEFAULT_REUSE_INTERVAL_SECONDS,
    signInLimiter: createFailedSignInLimiter(
      options.failedSignInLimits ?? DEFAULT_FAILED_SIGN_IN_LIMITS,
      now,
    ),
    clientIp: options.clientIp ?? socketAddress,
    bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
  };
}
