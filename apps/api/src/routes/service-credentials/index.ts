import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { defineListRoute } from '../define-list-route';
import { defineRoute } from '../define-route';
import { setActive } from '../../lib/archive';
import { recordAudit } from '../../lib/audit';
import { CREDENTIAL_COLUMNS, CREDENTIAL_FROM, findCredential, toCredentialSummary } from './credential-row';
import { exportCredentials } from './export-credentials';
import { commitImport, IMPORT_BODY, previewImport } from './import-credentials';
import { createCredential, updateCredential } from './write-credential';

export async function serviceCredentialRoutes(app: FastifyInstance) {
  defineListRoute(app, api.serviceCredentials.getServiceCredentialWithQuery, {
    select: CREDENTIAL_COLUMNS,
    from: CREDENTIAL_FROM,
    orderBy: 'c.created_at DESC, c.id',
    filterColumns: { isActive: 'c.is_active', service: 'c.service_id', isUsed: 'c.is_used', isBad: 'c.is_bad' },
    // service_credentials_user_trgm_idx's expression.
    searchIn: "coalesce(c.user_id, '')",
    toDocument: toCredentialSummary,
  });

  /** The one call that reveals a password: never cached, and every reveal is audited. */
  defineRoute(app, api.serviceCredentials.getSingleServiceCredential, async ({ params, actor, reply }) => {
    const row = await findCredential(app.db, params.id);
    if (!row) throw notFound('Service credential');
    const password = app.cipher.decrypt(row.password_enc, row.id);
    await recordAudit(app.db, { actorId: actor.id, action: 'credential.reveal', entity: 'credential', entityId: row.id, ip: actor.ip });
    reply.header('cache-control', 'no-store');
    return { data: { ...toCredentialSummary(row), password } };
  });

  defineRoute(app, api.serviceCredentials.createServiceCredential, async ({ body, actor }) => ({
    data: await createCredential(app.db, app.cipher, body, actor),
  }));

  defineRoute(app, api.serviceCredentials.updateServiceCredential, async ({ params, body, actor }) => ({
    data: await updateCredential(app.db, app.cipher, params.id, body, actor),
  }));

  defineRoute(app, api.serviceCredentials.archiveServiceCredential, async ({ params, body, actor }) => {
    const row = await app.db.transaction(async (tx) =>
      (await setActive(tx, 'service_credentials', params.id, body.isActive, actor)) ? findCredential(tx, params.id) : undefined,
    );
    if (!row) throw notFound('Service credential');
    return { data: toCredentialSummary(row) };
  });

  defineRoute(
    app,
    api.serviceCredentials.previewCredentialImport,
    async ({ body }) => ({ data: await previewImport(app.db, app.cipher, body.service, body.text) }),
    IMPORT_BODY,
  );

  defineRoute(
    app,
    api.serviceCredentials.importServiceCredentials,
    async ({ body, actor }) => ({ data: await commitImport(app.db, app.cipher, body.service, body.text, actor) }),
    IMPORT_BODY,
  );

  /** A file to save: Cache-Control no-store comes with every protected answer. */
  defineRoute(app, api.serviceCredentials.exportServiceCredentials, async ({ params, actor, reply }) => {
    const { fileName, csv } = await exportCredentials(app.db, params.id, actor);
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return csv;
  });
}
