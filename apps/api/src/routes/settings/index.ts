import { api, levelsRequiredTwoFactor, type SecuritySettings } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { countCovered, findSecuritySettings, updateSecuritySettings } from '../../repositories/security-settings';
import { defineRoute } from '../define-route';
import { applyTwoFactorPolicy } from '../../security/two-factor-policy';
import { storefrontKeyRoutes } from './storefront-keys';

/** The policy as the Security settings card shows it, with how many it covers have a second factor. */
async function securitySettings(db: Queryable): Promise<Static<typeof SecuritySettings>> {
  const row = await findSecuritySettings(db);
  return {
    twoFactorRequiredFor: row.two_factor_required_for,
    graceDays: row.grace_days,
    ...(await countCovered(db, levelsRequiredTwoFactor(row.two_factor_required_for))),
    updatedAt: row.updated_at?.toISOString() ?? null,
  };
}

/** The shop's settings, for owners: the sign-in policy and the storefront's keys. */
export async function settingsRoutes(app: FastifyInstance) {
  storefrontKeyRoutes(app);

  defineRoute(app, api.settings.getSecuritySettings, async () => ({ data: await securitySettings(app.db) }));

  defineRoute(app, api.settings.updateSecuritySettings, async ({ body, actor }) => {
    const data = await app.db.transaction(async (tx) => {
      const before = await updateSecuritySettings(tx, { policy: body.twoFactorRequiredFor, graceDays: body.graceDays }, actor.id);
      await applyTwoFactorPolicy(tx);
      await recordAudit(tx, actor, {
        action: 'settings.security_update',
        entity: 'settings',
        entityId: null,
        before: { twoFactorRequiredFor: before.two_factor_required_for, graceDays: before.grace_days },
        after: { twoFactorRequiredFor: body.twoFactorRequiredFor, graceDays: body.graceDays },
      });
      return securitySettings(tx);
    });
    return { data, message: 'Security settings saved' };
  });
}
