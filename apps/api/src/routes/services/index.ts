import { api, type CallFilters } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { setActive } from '../../lib/archive';
import { recordAudit } from '../../lib/audit';
import { queryPage } from '../../lib/list-page';
import { activeFlag, containsPattern, pageOf, parseListQuery, Where } from '../../lib/list-query';
import { discardImage, withSavedImage } from '../../uploads/stored-images';
import { readUploadForm } from '../../uploads/upload-form';
import { defineRoute } from '../define-route';
import { serviceValues } from './service-input';
import { findService, SERVICE_COLUMNS, toService, type ServiceRow } from './service-row';
import { insertService, updateService } from './write-service';

export async function serviceRoutes(app: FastifyInstance) {
  defineRoute(app, api.services.getServiceWithQuery, async ({ query }) => {
    const list = parseListQuery<CallFilters<typeof api.services.getServiceWithQuery>>(api.services.getServiceWithQuery, query);
    const where = new Where().add('is_active = ?', activeFlag(list.filters.isActive));
    if (list.filters.type) where.add('type = ?', list.filters.type);
    // The expression of services_search_trgm_idx, so the index serves it.
    if (list.search) where.add("(name || ' ' || slug) ILIKE ?", containsPattern(list.search));
    const { rows, totalItems } = await queryPage<ServiceRow>(
      app.db,
      { select: SERVICE_COLUMNS, from: 'services', orderBy: 'serial, name, id' },
      where,
      list,
    );
    return { data: pageOf(rows.map(toService), totalItems, list.limit) };
  });

  defineRoute(app, api.services.getSingleService, async ({ params }) => {
    const row = await findService(app.db, params.id);
    if (!row) throw notFound('Service');
    return { data: toService(row) };
  });

  defineRoute(app, api.services.createService, async ({ employee, raw }) => {
    const form = await readUploadForm(raw, api.services.createService);
    const values = serviceValues(form.fields);
    const row = await withSavedImage(app.storage, form.image, (logo) =>
      app.db.transaction(async (tx) => {
        const created = await insertService(tx, values, logo);
        await recordAudit(tx, {
          actorId: employee.id,
          action: 'service.create',
          entity: 'service',
          entityId: created.id,
          after: toService(created),
          ip: raw.ip,
        });
        return created;
      }),
    );
    return { data: toService(row) };
  });

  defineRoute(app, api.services.updateService, async ({ params, employee, raw }) => {
    const form = await readUploadForm(raw, api.services.updateService);
    const values = serviceValues(form.fields);
    const { before, after } = await withSavedImage(app.storage, form.image, (newLogo) =>
      app.db.transaction(async (tx) => {
        const current = await findService(tx, params.id, true);
        if (!current) throw notFound('Service');
        const logo = newLogo ?? current.logo;
        const updated = await updateService(tx, params.id, values, logo);
        await recordAudit(tx, {
          actorId: employee.id,
          action: 'service.update',
          entity: 'service',
          entityId: params.id,
          before: toService(current),
          after: toService(updated),
          ip: raw.ip,
        });
        return { before: current, after: updated };
      }),
    );
    if (before.logo !== after.logo) await discardImage(app.storage, before.logo, raw.log);
    return { data: toService(after) };
  });

  defineRoute(app, api.services.archiveService, async ({ params, body, employee, raw }) => {
    const row = await app.db.transaction(async (tx) =>
      (await setActive(tx, 'services', params.id, body.isActive, { id: employee.id, ip: raw.ip })) ? findService(tx, params.id) : undefined,
    );
    if (!row) throw notFound('Service');
    return { data: toService(row) };
  });
}
