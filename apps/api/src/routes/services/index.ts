import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { defineListRoute } from '../define-list-route';
import { defineRoute } from '../define-route';
import { setActive } from '../../lib/archive';
import { recordAudit } from '../../lib/audit';
import { discardImage, withSavedImage } from '../../uploads/stored-images';
import { serviceValues } from './service-input';
import { findService, SERVICE_COLUMNS, toService } from './service-row';
import { insertService, updateService } from './write-service';

export async function serviceRoutes(app: FastifyInstance) {
  defineListRoute(app, api.services.getServiceWithQuery, {
    select: SERVICE_COLUMNS,
    from: 'services',
    orderBy: 'serial, name, id',
    filterColumns: { isActive: 'is_active', type: 'type' },
    // services_search_trgm_idx's expression.
    searchIn: "(name || ' ' || slug)",
    toDocument: toService,
  });

  defineRoute(app, api.services.getSingleService, async ({ params }) => {
    const row = await findService(app.db, params.id);
    if (!row) throw notFound('Service');
    return { data: toService(row) };
  });

  defineRoute(app, api.services.createService, async ({ body, files, actor }) => {
    const values = serviceValues(body);
    const row = await withSavedImage(app.storage, files.logo, (logo) =>
      app.db.transaction(async (tx) => {
        const created = await insertService(tx, values, logo);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'service.create',
          entity: 'service',
          entityId: created.id,
          after: toService(created),
          ip: actor.ip,
        });
        return created;
      }),
    );
    return { data: toService(row) };
  });

  defineRoute(app, api.services.updateService, async ({ params, body, files, actor, raw }) => {
    const values = serviceValues(body);
    const { before, after } = await withSavedImage(app.storage, files.logo, (newLogo) =>
      app.db.transaction(async (tx) => {
        const current = await findService(tx, params.id, true);
        if (!current) throw notFound('Service');
        const updated = await updateService(tx, params.id, values, newLogo ?? current.logo);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'service.update',
          entity: 'service',
          entityId: params.id,
          before: toService(current),
          after: toService(updated),
          ip: actor.ip,
        });
        return { before: current, after: updated };
      }),
    );
    if (before.logo !== after.logo) await discardImage(app.storage, before.logo, raw.log);
    return { data: toService(after) };
  });

  defineRoute(app, api.services.archiveService, async ({ params, body, actor }) => {
    const row = await app.db.transaction(async (tx) =>
      (await setActive(tx, 'services', params.id, body.isActive, actor)) ? findService(tx, params.id) : undefined,
    );
    if (!row) throw notFound('Service');
    return { data: toService(row) };
  });
}
