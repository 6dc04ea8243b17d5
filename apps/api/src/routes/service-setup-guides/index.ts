import { api, SetupGuideFields, type CallFilters } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { setActive } from '../../lib/archive';
import { recordAudit } from '../../lib/audit';
import { queryPage } from '../../lib/list-page';
import { activeFlag, containsPattern, pageOf, parseListQuery, Where } from '../../lib/list-query';
import { validateOrThrow } from '../../lib/validation';
import { discardImage, withSavedImage } from '../../uploads/stored-images';
import { readUploadForm } from '../../uploads/upload-form';
import { defineRoute } from '../define-route';
import { findSetupGuide, SETUP_GUIDE_COLUMNS, toSetupGuide, type SetupGuideRow } from './setup-guide-row';

type Fields = Static<typeof SetupGuideFields>;

export async function serviceSetupGuideRoutes(app: FastifyInstance) {
  const calls = api.serviceSetupGuides;

  defineRoute(app, calls.getServiceSetupGuideWithQuery, async ({ query }) => {
    const list = parseListQuery<CallFilters<typeof calls.getServiceSetupGuideWithQuery>>(calls.getServiceSetupGuideWithQuery, query);
    const where = new Where().add('is_active = ?', activeFlag(list.filters.isActive));
    if (list.filters.type) where.add('type = ?', list.filters.type);
    if (list.search) where.add('serial::text LIKE ?', containsPattern(list.search));
    const { rows, totalItems } = await queryPage<SetupGuideRow>(
      app.db,
      { select: SETUP_GUIDE_COLUMNS, from: 'service_setup_guides', orderBy: 'serial, id' },
      where,
      list,
    );
    return { data: pageOf(rows.map(toSetupGuide), totalItems, list.limit) };
  });

  defineRoute(app, calls.getSingleServiceSetupGuide, async ({ params }) => {
    const row = await findSetupGuide(app.db, params.id);
    if (!row) throw notFound('Service setup guide');
    return { data: toSetupGuide(row) };
  });

  defineRoute(app, calls.createServiceSetupGuide, async ({ employee, raw }) => {
    const form = await readUploadForm(raw, calls.createServiceSetupGuide);
    const fields = validateOrThrow<Fields>(SetupGuideFields, form.fields, 'body', true);
    if (!form.image) throw badRequest('Image is required', [{ path: 'image', message: 'Image is required' }]);
    const row = await withSavedImage(app.storage, form.image, (image) =>
      app.db.transaction(async (tx) => {
        const { rows } = await tx.query<SetupGuideRow>(
          `INSERT INTO service_setup_guides (type, serial, image) VALUES ($1, $2, $3) RETURNING ${SETUP_GUIDE_COLUMNS}`,
          [fields.type, fields.serial, image],
        );
        const created = rows[0];
        await recordAudit(tx, {
          actorId: employee.id,
          action: 'setup_guide.create',
          entity: 'setup_guide',
          entityId: created.id,
          after: toSetupGuide(created),
          ip: raw.ip,
        });
        return created;
      }),
    );
    return { data: toSetupGuide(row) };
  });

  defineRoute(app, calls.updateServiceSetupGuide, async ({ params, employee, raw }) => {
    const form = await readUploadForm(raw, calls.updateServiceSetupGuide);
    const fields = validateOrThrow<Fields>(SetupGuideFields, form.fields, 'body', true);
    const { before, after } = await withSavedImage(app.storage, form.image, (newImage) =>
      app.db.transaction(async (tx) => {
        const current = await findSetupGuide(tx, params.id, true);
        if (!current) throw notFound('Service setup guide');
        const { rows } = await tx.query<SetupGuideRow>(
          `UPDATE service_setup_guides SET type = $2, serial = $3, image = $4, updated_at = now()
            WHERE id = $1 RETURNING ${SETUP_GUIDE_COLUMNS}`,
          [params.id, fields.type, fields.serial, newImage ?? current.image],
        );
        await recordAudit(tx, {
          actorId: employee.id,
          action: 'setup_guide.update',
          entity: 'setup_guide',
          entityId: params.id,
          before: toSetupGuide(current),
          after: toSetupGuide(rows[0]),
          ip: raw.ip,
        });
        return { before: current, after: rows[0] };
      }),
    );
    if (before.image !== after.image) await discardImage(app.storage, before.image, raw.log);
    return { data: toSetupGuide(after) };
  });

  defineRoute(app, calls.archiveServiceSetupGuide, async ({ params, body, employee, raw }) => {
    const actor = { id: employee.id, ip: raw.ip };
    const row = await app.db.transaction(async (tx) =>
      (await setActive(tx, 'service_setup_guides', params.id, body.isActive, actor)) ? findSetupGuide(tx, params.id) : undefined,
    );
    if (!row) throw notFound('Service setup guide');
    return { data: toSetupGuide(row) };
  });
}
