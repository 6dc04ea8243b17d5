import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { CREDENTIAL_LIST, findCredential } from '../../repositories/service-credentials';
import { notFound } from '../../errors';
import { defineListRoute } from '../define-list-route';
import { defineBulkRoute } from '../define-bulk-route';
import { defineRoute } from '../define-route';
import { setActive } from '../../lib/archive';
import { recordAudit } from '../../lib/audit';
import { assertMayReveal } from './credential-access';
import { toCredentialSummary } from './credential-row';
import { exportCredentials } from './export-credentials';
import { commitImport, IMPORT_BODY, previewImport } from './import-credentials';
import { createCredential, updateCredential } from './write-credential';

export async function serviceCredentialRoutes(app: FastifyInstance) {
  defineListRoute(app, api.serviceCredentials.getServiceCredentialWithQuery, { ...CREDENTIAL_LIST, toDocument: toCredentialSummary });

  /** The one call that reveals a password: never cached, and every reveal is audited. */
  defineRoute(app, api.serviceCredentials.getSingleServiceCredential, async ({ params, employee, actor, reply }) => {
    const row = await findCredential(app.db, params.id);
    if (!row) throw notFound('Service credential');
    await assertMayReveal(app, employee, row.id);
    const password = app.cipher.decrypt(row.password_enc, row.id);
    await recordAudit(app.db, actor, { action: 'credential.reveal', entity: 'credential', entityId: row.id });
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

  defineBulkRoute(app, api.serviceCredentials.bulkArchiveServiceCredentials, {
    rows: { ...CREDENTIAL_LIST, listCall: api.serviceCredentials.getServiceCredentialWithQuery, idColumn: 'c.id' },
    each: async (id, { body, actor }) => {
      const found = await app.db.transaction((tx) => setActive(tx, 'service_credentials', id, body.isActive, actor));
      if (!found) throw notFound('Service credential');
    },
  });
}
