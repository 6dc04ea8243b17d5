import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { defineListRoute } from '../define-list-route';
import { defineRoute } from '../define-route';
import { setActive } from '../../lib/archive';
import { recordAudit } from '../../lib/audit';
import { discardImage, withSavedImage } from '../../uploads/stored-images';
import { serviceValues } from './service-input';
import { findService, toService } from './service-row';
import { LOW_STOCK_CONDITION, SERVICE_LIST_COLUMNS, toServiceListEntry, type ServiceListRow } from './service-stock';
import { insertService, updateService } from './write-service';

export async function serviceRoutes(app: FastifyInstance) {
  defineListRoute(app, api.services.getServiceWithQuery, {
    select: SERVICE_LIST_COLUMNS,
    from: 'services',
    orderBy: 'serial, name, id',
    filterColumns: {
      isActive: 'is_active',
      type: 'type',
      // Only `true` filters: low stock services only; `false` lists them all, like no filter.
      lowStock: (value, where) => {
        if (value === true || value === 'true') where.add(LOW_STOCK_CONDITION, app.config.stockLow.minimum, app.config.stockLow.days);
      },
    },
    // services_search_trgm_idx's expression.
    searchIn: "(name || ' ' || slug)",
    toDocument: (row: ServiceListRow) => toServiceListEntry(row, app.config.stockLow),
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
        const updated = await updateService(tx, params.id, values, newLogo ?? current.logo, current.delivery);
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
