import type { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../authError.ts';
import { isUuid } from '../authenticate.ts';
import type { AuthDeps } from '../authOptions.ts';
import { readJsonBody } from '../http.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import {
  deleteFactor,
  downgradeSessionsOfFactor,
  factorJson,
  findUserFactor,
  listFactors,
} from '../store/factors.ts';
import { findUserById } from '../store/users.ts';

/**
 * /admin/users/{id}/factors: an administrator lists a user's factors and removes one (a lost phone), which
 * drops the sessions it raised back to aal1 (auth-js `auth.admin.mfa.listFactors` / `deleteFactor`).
 */

const UpdateFactorBody = z.object({ friendly_name: z.string().nullish(), phone: z.string().nullish() });

async function loadUserAndFactor(deps: AuthDeps, userId: string, factorId: string) {
  if (!isUuid(userId)) throw notFound('validation_failed', 'user_id must be an UUID');
  if (!(await asAuthAdmin(deps.db, (tx) => findUserById(tx, userId)))) {
    throw notFound('user_not_found', 'User not found');
  }
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await asAuthAdmin(deps.db, (tx) => findUserFactor(tx, userId, factorId));
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

export function registerAdminFactorRoutes(router: Hono, deps: AuthDeps): void {
  router.get('/admin/users/:id/factors', async (c) => {
    const userId = c.req.param('id');
    if (!isUuid(userId)) throw notFound('validation_failed', 'user_id must be an UUID');
    const factors = await asAuthAdmin(deps.db, async (tx) => {
      if (!(await findUserById(tx, userId))) throw notFound('user_not_found', 'User not found');
      return listFactors(tx, [userId]);
    });
    return c.json(factors.map(factorJson));
  });

  router.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const factor = await loadUserAndFactor(deps, c.req.param('id'), c.req.param('factorId'));
    await asAuthAdmin(deps.db, async (tx) => {
      await downgradeSessionsOfFactor(tx, factor, deps.now());
      await deleteFactor(tx, factor.id);
    });
    return c.json(factorJson(factor));
  });

  router.put('/admin/users/:id/factors/:factorId', async (c) => {
    const factor = await loadUserAndFactor(deps, c.req.param('id'), c.req.param('factorId'));
    const body = await readJsonBody(c, UpdateFactorBody);
    const updated = await asAuthAdmin(deps.db, async (tx) => {
      if (body.friendly_name) {
        await tx.query('update auth.mfa_factors set friendly_name = $2 where id = $1', [
          factor.id,
          body.friendly_name,
        ]);
      }
      return findUserFactor(tx, factor.user_id, factor.id);
    });
    return c.json(factorJson(updated!));
  });
}
