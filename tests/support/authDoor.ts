import { randomUUID } from 'node:crypto';
import { type AuthHarness, startAuthHarness } from './authHarness.ts';
import type { DoorAnswer, Issued, PrivateDoor } from './privateDoor.ts';

/**
 * The doors Supabase Auth (GoTrue) keeps itself: invitation, password recovery, magic link. Their rules
 * are GoTrue's, which the local Auth follows (backend/auth, [auth] of supabase/config.toml): a code of
 * `otp_length` digits from a CSPRNG, stored and carried in the link as sha224(email + code), one use,
 * `otp_expiry` seconds, one answer (otp_expired) for a wrong, spent or expired link, and
 * `[auth.rate_limit] token_verifications` per 5 minutes and address. Tokens are made with the admin
 * API's generateLink, the same token and link the email carries (authInvite/authRecovery test the email).
 */
export interface AuthIssued extends Issued {
  /** The digits behind the hash: the only random part. */
  code: string;
  email: string;
}

const PAGE = 'http://127.0.0.1:4321/admin/set-password';

export function authDoor(
  harness: () => AuthHarness,
  name: string,
  type: 'invite' | 'recovery' | 'magiclink',
): PrivateDoor<AuthIssued> {
  return {
    name,
    token: {
      alphabet: /^[0-9a-f]{56}$/,
      bitsPerCharacter: Math.log2(10),
      randomPart: ({ code }) => code,
      // GoTrue's codes are 6 to 10 digits (otp_length): far below 128 bits, which only GoTrue could change.
      // What stands in: one use, an hour, and the per-address limit on /verify (SECURITY.md).
      minimumBits: 19,
    },
    async issue() {
      const email = `puerta.${randomUUID().slice(0, 8)}@example.org`;
      const admin = harness().client('service_role').auth.admin;
      if (type !== 'invite') {
        const { error } = await admin.createUser({
          email,
          password: 'gracia-y-paz-2025',
          email_confirm: true,
        });
        if (error) throw error;
      }
      const { data, error } = await admin.generateLink({ type, email, options: { redirectTo: PAGE } });
      if (error) throw error;
      return { token: data.properties.hashed_token, code: data.properties.email_otp, email };
    },
    async stored({ email }) {
      const rows = await harness().backend.db.query<{ value: string | null }>(
        `select value from auth.users u, jsonb_each_text(to_jsonb(u)) where u.email = $1
         union all
         select value from auth.one_time_tokens o, jsonb_each_text(to_jsonb(o))
         where o.user_id = (select id from auth.users where email = $1)`,
        [email],
      );
      return rows.rows.map((row) => row.value ?? '');
    },
    storedAs: (token) => token,
    async use(token, address): Promise<DoorAnswer> {
      const query = new URLSearchParams({ token, type, redirect_to: PAGE });
      const response = await harness().auth(`/verify?${query}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': address },
      });
      if (response.status !== 303) return { status: response.status, body: await response.json() };
      const fragment = new URLSearchParams((response.headers.get('Location') ?? '').split('#')[1] ?? '');
      // What the page is told: a session (its values differ each time) or the error.
      const told = Object.fromEntries([...fragment].filter(([key]) => !/token|expires/.test(key)));
      return { status: 303, body: { ...told, session: fragment.has('access_token') } };
    },
    opened: (answer) => (answer.body as { session?: boolean }).session === true,
    limited: (answer) => answer.status === 429,
    singleUse: true,
    lifetime: {
      seconds: 3600,
      advance: async (_issued, seconds) => harness().clock.advance(seconds * 1000),
    },
    rateLimits: { perAddress: 30, perToken: null },
    // The link's token stops at Auth's /verify, which answers with a redirect; the session it puts in the
    // fragment of /admin/set-password is removed by that page (SetPasswordPage).
    addressBar: null,
  };
}

/** The Auth harness a door file runs against: the client's address from X-Forwarded-For, as the gateway gives it. */
export const startAuthDoorHarness = () =>
  startAuthHarness({ clientIp: (c) => c.req.header('x-forwarded-for') ?? undefined });
