import { randomInt } from 'node:crypto';

/**
 * Refresh-token rotation as GoTrue does it (B.4). Tokens are opaque to auth-js; ours are 32 characters
 * of [a-z0-9] (GoTrue's legacy alphabet, longer than its 12 characters for more entropy).
 */

export const REFRESH_TOKEN_LENGTH = 32;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function generateRefreshToken(): string {
  let token = '';
  for (let i = 0; i < REFRESH_TOKEN_LENGTH; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

/** Shorter than GoTrue's 12 characters, longer than the column, or outside the token alphabet. */
export function isWellFormedRefreshToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{12,255}$/.test(token);
}

export interface PresentedToken {
  token: string;
  revoked: boolean;
  /** When it was revoked (for a revoked token), in ms. */
  updatedAtMs: number;
}

/** The newest unrevoked token of the session, if any. */
export interface ActiveToken {
  token: string;
  parent: string | null;
}

export type RefreshDecision =
  /** Revoke the presented token and issue a child of it in the same session. */
  | { kind: 'rotate' }
  /** The client lost the answer to its last refresh: hand back the token that answer carried. */
  | { kind: 'return-active' }
  /** Reuse outside the window (or of a revoked family): revoke the session's tokens and refuse. */
  | { kind: 'reject-reuse' };

export function decideRefresh(
  presented: PresentedToken,
  active: ActiveToken | undefined,
  nowMs: number,
  reuseIntervalSeconds: number,
): RefreshDecision {
  if (!presented.revoked) return { kind: 'rotate' };
  // A session with no live token had its family revoked for reuse; nothing may revive it.
  if (!active) return { kind: 'reject-reuse' };
  if (active.parent === presented.token) return { kind: 'return-active' };
  if (nowMs <= presented.updatedAtMs + reuseIntervalSeconds * 1000) return { kind: 'rotate' };
  return { kind: 'reject-reuse' };
}
