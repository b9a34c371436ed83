import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { sessionAssurance } from '../accessClaims.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from '../authError.ts';
import { type Authenticated, authenticateUser, isUuid } from '../authenticate.ts';
import type { AuthDeps } from '../authOptions.ts';
import { readJsonBody } from '../http.ts';
import { sessionResponse } from '../sessionResponse.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import {
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  deleteSessionsBelowAal2,
  deleteUnverifiedFactors,
  downgradeSessionsOfFactor,
  type FactorRow,
  findChallenge,
  findUserFactor,
  insertChallenge,
  insertTotpFactor,
  listFactors,
  markChallengeVerified,
  markFactorVerified,
} from '../store/factors.ts';
import {
  addAmrClaim,
  findActiveToken,
  findRefreshTokenForUpdate,
  listAmrClaims,
  setSessionAal,
  swapRefreshToken,
} from '../store/sessions.ts';
import { generateTotpSecret, isValidTotpCode, totpQrSvg, totpUri } from '../totp.ts';

/**
 * /factors: TOTP two-factor as GoTrue's mfa.go. Enrol (secret + QR), challenge, verify a code (the session
 * becomes aal2 and gets new tokens; the user's weaker sessions end), unenrol (aal2 needed for a verified
 * factor). Phone and WebAuthn factors are off in config.toml and answered as GoTrue does when disabled.
 */

// GoTrue's defaults: challenges last 300 s, half-enrolled factors are cleared after 300 s, 10 verified at most.
const CHALLENGE_EXPIRY_MS = 300_000;
const FACTOR_EXPIRY_MS = 300_000;
const MAX_VERIFIED_FACTORS = 10;

const EnrollBody = z.object({
  friendly_name: z.string().nullish(),
  factor_type: z.string().nullish(),
  issuer: z.string().nullish(),
  phone: z.string().nullish(),
});
const VerifyBody = z.object({
  challenge_id: z.string().nullish(),
  code: z.string().nullish(),
});

const DISABLED_ENROLL: Record<string, [string, string]> = {
  phone: ['mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'],
  webauthn: ['mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'],
};
const DISABLED_VERIFY: Record<string, [string, string]> = {
  phone: ['mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone'],
  webauthn: ['mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn'],
};

/** The caller's IP as GoTrue records it on a challenge; in-process calls (no socket) count as loopback. */
const callerIp = (c: Context, deps: AuthDeps) => deps.clientIp(c) ?? '127.0.0.1';

async function authenticateMember(c: Context, deps: AuthDeps): Promise<Authenticated> {
  const auth = await authenticateUser(c, deps);
  if (auth.claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  return auth;
}

async function loadFactor(c: Context, deps: AuthDeps, userId: string): Promise<FactorRow> {
  const id = c.req.param('factorId') ?? '';
  if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await asAuthAdmin(deps.db, (tx) => findUserFactor(tx, userId, id));
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

function requireVerifyEnabled(deps: AuthDeps, factor: FactorRow): void {
  const disabled = DISABLED_VERIFY[factor.factor_type];
  if (disabled) throw unprocessable(...disabled);
  if (!deps.settings.totpVerifyEnabled) {
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  }
}

async function enrollTotp(
  c: Context,
  deps: AuthDeps,
  auth: Authenticated,
  body: z.output<typeof EnrollBody>,
) {
  const friendlyName = body.friendly_name ?? '';
  const issuer = body.issuer || new URL(deps.settings.siteUrl).host;
  const secret = generateTotpSecret();
  const id = await asAuthAdmin(deps.db, async (tx) => {
    await deleteExpiredFactors(tx, FACTOR_EXPIRY_MS, deps.now());
    const factors = await listFactors(tx, [auth.user.id]);
    if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= deps.settings.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (verified > 0 && auth.session?.aal !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    return insertTotpFactor(tx, { userId: auth.user.id, friendlyName, secret }, deps.now());
  });
  const uri = totpUri(issuer, auth.user.email ?? '', secret);
  return c.json({
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: await totpQrSvg(uri), secret, uri },
  });
}

export function registerFactorRoutes(router: Hono, deps: AuthDeps): void {
  router.post('/factors', async (c) => {
    const auth = await authenticateMember(c, deps);
    if (!auth.session)
      throw new AuthError(
        500,
        'unexpected_failure',
        'A valid session and a registered user are required to enroll a factor',
      );
    const body = await readJsonBody(c, EnrollBody);
    const type = body.factor_type ?? '';
    const disabled = DISABLED_ENROLL[type];
    if (disabled) throw unprocessable(...disabled);
    if (type !== 'totp')
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    if (!deps.settings.totpEnrollEnabled)
      throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    return enrollTotp(c, deps, auth, body);
  });

  router.post('/factors/:factorId/challenge', async (c) => {
    const auth = await authenticateMember(c, deps);
    const factor = await loadFactor(c, deps, auth.user.id);
    requireVerifyEnabled(deps, factor);
    const now = deps.now();
    const id = await asAuthAdmin(deps.db, (tx) => insertChallenge(tx, factor.id, callerIp(c, deps), now));
    return c.json({
      id,
      type: factor.factor_type,
      expires_at: Math.floor((now + CHALLENGE_EXPIRY_MS) / 1000),
    });
  });

  router.post('/factors/:factorId/verify', async (c) => {
    const auth = await authenticateMember(c, deps);
    const factor = await loadFactor(c, deps, auth.user.id);
    const body = await readJsonBody(c, VerifyBody);
    if (!body.code) throw badRequest('validation_failed', 'Code needs to be non-empty');
    requireVerifyEnabled(deps, factor);
    const challengeId = body.challenge_id ?? '';
    if (!isUuid(challengeId))
      throw badRequest('bad_json', 'Could not parse request body as JSON: invalid UUID');
    const session = auth.session;
    if (!session) throw new AuthError(500, 'unexpected_failure', 'Cannot read SessionId claim as UUID');
    const now = deps.now();
    const outcome = await asAuthAdmin(deps.db, async (tx) => {
      const challenge = await findChallenge(tx, factor.id, challengeId);
      if (!challenge)
        throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
      if (challenge.verified_at !== null || challenge.ip_address !== callerIp(c, deps)) {
        throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
      }
      if (now > challenge.created_at + CHALLENGE_EXPIRY_MS) {
        await deleteChallenge(tx, challenge.id);
        return {
          refused: unprocessable(
            'mfa_challenge_expired',
            `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
          ),
        };
      }
      if (!isValidTotpCode(factor.secret ?? '', body.code!, now)) {
        return { refused: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };
      }
      await markChallengeVerified(tx, challenge.id, now);
      if (factor.status !== 'verified') await markFactorVerified(tx, factor.id, now);
      await addAmrClaim(tx, session.id, 'totp', now);
      // A new refresh token: the one issued at aal1 must not mint aal2 sessions.
      const active = await findActiveToken(tx, session.id);
      const presented = active && (await findRefreshTokenForUpdate(tx, active.token));
      if (!presented) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
      const refreshToken = await swapRefreshToken(tx, presented, now);
      const { aal } = sessionAssurance(await listAmrClaims(tx, session.id));
      await setSessionAal(tx, session.id, aal, factor.id, now);
      await deleteSessionsBelowAal2(tx, auth.user.id);
      await deleteUnverifiedFactors(tx, auth.user.id, factor.factor_type);
      return {
        session: await sessionResponse(tx, deps, {
          userId: auth.user.id,
          sessionId: session.id,
          refreshToken,
        }),
      };
    });
    if ('refused' in outcome) throw outcome.refused;
    return c.json(outcome.session);
  });

  router.delete('/factors/:factorId', async (c) => {
    const auth = await authenticateMember(c, deps);
    const factor = await loadFactor(c, deps, auth.user.id);
    if (factor.status === 'verified' && auth.session?.aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await asAuthAdmin(deps.db, async (tx) => {
      await downgradeSessionsOfFactor(tx, factor, deps.now());
      await deleteFactor(tx, factor.id);
    });
    return c.json({ id: factor.id });
  });
}
