import { api, EXPORT_COLUMNS } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { findService, serviceList, type ServiceListRow } from '../../repositories/services';
import { notFound } from '../../errors';
import { defineExportRoute } from '../define-export-route';
import { defineListRoute } from '../define-list-route';
import { dollars, yesNo } from '../../lib/export-cells';
import { defineBulkRoute } from '../define-bulk-route';
import { defineRoute } from '../define-route';
import { setActive } from '../../lib/archive';
import { discardImage, withSavedImage } from '../../uploads/stored-images';
import { serviceValues } from './service-input';
import { toService } from './service-row';
import { toServiceListEntry } from './service-stock';
import { createService, updateService } from './write-service';

export async function serviceRoutes(app: FastifyInstance) {
  defineListRoute(app, api.services.getServiceWithQuery, {
    ...serviceList(app.config.stockLow),
    toDocument: (row: ServiceListRow) => toServiceListEntry(row, app.config.stockLow),
  });
  defineExportRoute(app, api.services.exportServices, {
    ...serviceList(app.config.stockLow),
    toDocument: (row: ServiceListRow) => toServiceListEntry(row, app.config.stockLow),
    fileName: 'services',
    entity: 'service',
    header: EXPORT_COLUMNS.services,
    cells: (s) => [s._id, s.name, s.type, s.country, dollars(s.price), String(s.serial), s.delivery, s.stock ? String(s.stock.available) : null, yesNo(s.isActive)],
  });

  defineRoute(app, api.services.getSingleService, async ({ params }) => {
    const row = await findService(app.db, params.id);
    if (!row) throw notFound('Service');
    return { data: toService(row) };
  });

  defineRoute(app, api.services.createService, async ({ body, files, actor }) => {
    const values = serviceValues(body);
    return { data: await withSavedImage(app.storage, files.logo, (logo) => createService(app.db, values, logo, actor)) };
  });

  defineRoute(app, api.services.updateService, async ({ params, body, files, actor, raw }) => {
    const values = serviceValues(body);
    const { before, after } = await withSavedImage(app.storage, files.logo, (newLogo) => updateService(app.db, params.id, values, newLogo, actor));
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

  defineBulkRoute(app, api.services.bulkArchiveServices, {
    rows: { ...serviceList(app.config.stockLow), listCall: api.services.getServiceWithQuery, idColumn: 'id' },
    each: async (id, { body, actor }) => {
      const found = await app.db.transaction((tx) => setActive(tx, 'services', id, body.isActive, actor));
      if (!found) throw notFound('Service');
    },
  });
}
