import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidField, notFound } from '../../errors';
import { defineListRoute } from '../define-list-route';
import { defineRoute } from '../define-route';
import { setActive } from '../../lib/archive';
import { recordAudit } from '../../lib/audit';
import { discardImage, withSavedImage } from '../../uploads/stored-images';
import { findSetupGuide, SETUP_GUIDE_COLUMNS, toSetupGuide, type SetupGuideRow } from './setup-guide-row';

export async function serviceSetupGuideRoutes(app: FastifyInstance) {
  const calls = api.serviceSetupGuides;

  defineListRoute(app, calls.getServiceSetupGuideWithQuery, {
    select: SETUP_GUIDE_COLUMNS,
    from: 'service_setup_guides',
    orderBy: 'serial, id',
    filterColumns: { isActive: 'is_active', type: 'type' },
    // A search matches the serial's digits.
    searchIn: 'serial::text',
    toDocument: toSetupGuide,
  });

  defineRoute(app, calls.getSingleServiceSetupGuide, async ({ params }) => {
    const row = await findSetupGuide(app.db, params.id);
    if (!row) throw notFound('Service setup guide');
    return { data: toSetupGuide(row) };
  });

  defineRoute(app, calls.createServiceSetupGuide, async ({ body, files, actor }) => {
    if (!files.image) throw invalidField('image', 'Image is required');
    const row = await withSavedImage(app.storage, files.image, (image) =>
      app.db.transaction(async (tx) => {
        const { rows } = await tx.query<SetupGuideRow>(
          `INSERT INTO service_setup_guides (type, serial, image) VALUES ($1, $2, $3) RETURNING ${SETUP_GUIDE_COLUMNS}`,
          [body.type, body.serial, image],
        );
        const created = rows[0];
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'setup_guide.create',
          entity: 'setup_guide',
          entityId: created.id,
          after: toSetupGuide(created),
          ip: actor.ip,
        });
        return created;
      }),
    );
    return { data: toSetupGuide(row) };
  });

  defineRoute(app, calls.updateServiceSetupGuide, async ({ params, body, files, actor, raw }) => {
    const { before, after } = await withSavedImage(app.storage, files.image, (newImage) =>
      app.db.transaction(async (tx) => {
        const current = await findSetupGuide(tx, params.id, true);
        if (!current) throw notFound('Service setup guide');
        const { rows } = await tx.query<SetupGuideRow>(
          `UPDATE service_setup_guides SET type = $2, serial = $3, image = $4, updated_at = now()
            WHERE id = $1 RETURNING ${SETUP_GUIDE_COLUMNS}`,
          [params.id, body.type, body.serial, newImage ?? current.image],
        );
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'setup_guide.update',
          entity: 'setup_guide',
          entityId: params.id,
          before: toSetupGuide(current),
          after: toSetupGuide(rows[0]),
          ip: actor.ip,
        });
        return { before: current, after: rows[0] };
      }),
    );
    if (before.image !== after.image) await discardImage(app.storage, before.image, raw.log);
    return { data: toSetupGuide(after) };
  });

  defineRoute(app, calls.archiveServiceSetupGuide, async ({ params, body, actor }) => {
    const row = await app.db.transaction(async (tx) =>
      (await setActive(tx, 'service_setup_guides', params.id, body.isActive, actor)) ? findSetupGuide(tx, params.id) : undefined,
    );
    if (!row) throw notFound('Service setup guide');
    return { data: toSetupGuide(row) };
  });
}
