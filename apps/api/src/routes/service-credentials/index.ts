import { api, type CallFilters } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { setActive } from '../../lib/archive';
import { recordAudit } from '../../lib/audit';
import { queryPage } from '../../lib/list-page';
import { activeFlag, containsPattern, pageOf, parseListQuery, Where } from '../../lib/list-query';
import { defineRoute } from '../define-route';
import { CREDENTIAL_COLUMNS, CREDENTIAL_FROM, findCredential, toCredentialSummary, type CredentialRow } from './credential-row';
import { createCredential, updateCredential } from './write-credential';

export async function serviceCredentialRoutes(app: FastifyInstance) {
  defineRoute(app, api.serviceCredentials.getServiceCredentialWithQuery, async ({ query }) => {
    const call = api.serviceCredentials.getServiceCredentialWithQuery;
    const list = parseListQuery<CallFilters<typeof call>>(call, query);
    const where = new Where().add('c.is_active = ?', activeFlag(list.filters.isActive));
    if (list.filters.service) where.add('c.service_id = ?', list.filters.service);
    // The expression of service_credentials_user_trgm_idx, so the index serves it.
    if (list.search) where.add("coalesce(c.user_id, '') ILIKE ?", containsPattern(list.search));
    const { rows, totalItems } = await queryPage<CredentialRow>(
      app.db,
      { select: CREDENTIAL_COLUMNS, from: CREDENTIAL_FROM, orderBy: 'c.created_at DESC, c.id' },
      where,
      list,
    );
    return { data: pageOf(rows.map(toCredentialSummary), totalItems, list.limit) };
  });

  /** The one call that reveals a password: never cached, and every reveal is audited. */
  defineRoute(app, api.serviceCredentials.getSingleServiceCredential, async ({ params, employee, raw, reply }) => {
    const row = await findCredential(app.db, params.id);
    if (!row) throw notFound('Service credential');
    const password = app.cipher.decrypt(row.password_enc, row.id);
    await recordAudit(app.db, { actorId: employee.id, action: 'credential.reveal', entity: 'credential', entityId: row.id, ip: raw.ip });
    reply.header('cache-control', 'no-store');
    return { data: { ...toCredentialSummary(row), password } };
  });

  defineRoute(app, api.serviceCredentials.createServiceCredential, async ({ body, employee, raw }) => ({
    data: await createCredential(app.db, app.cipher, body, { id: employee.id, ip: raw.ip }),
  }));

  defineRoute(app, api.serviceCredentials.updateServiceCredential, async ({ params, body, employee, raw }) => ({
    data: await updateCredential(app.db, app.cipher, params.id, body, { id: employee.id, ip: raw.ip }),
  }));

  defineRoute(app, api.serviceCredentials.archiveServiceCredential, async ({ params, body, employee, raw }) => {
    const actor = { id: employee.id, ip: raw.ip };
    const row = await app.db.transaction(async (tx) =>
      (await setActive(tx, 'service_credentials', params.id, body.isActive, actor)) ? findCredential(tx, params.id) : undefined,
    );
    if (!row) throw notFound('Service credential');
    return { data: toCredentialSummary(row) };
  });
}
