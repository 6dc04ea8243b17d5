import { api, EXPORT_COLUMNS } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { findSetupGuide, SETUP_GUIDE_LIST } from '../../repositories/setup-guides';
import { invalidField, notFound } from '../../errors';
import { defineExportRoute } from '../define-export-route';
import { defineListRoute } from '../define-list-route';
import { yesNo } from '../../lib/export-cells';
import { defineBulkRoute } from '../define-bulk-route';
import { defineRoute } from '../define-route';
import { setActive } from '../../lib/archive';
import { discardImage, withSavedImage } from '../../uploads/stored-images';
import { toSetupGuide } from './setup-guide-row';
import { createSetupGuide, updateSetupGuide } from './write-setup-guide';

export async function serviceSetupGuideRoutes(app: FastifyInstance) {
  const calls = api.serviceSetupGuides;

  defineListRoute(app, calls.getServiceSetupGuideWithQuery, { ...SETUP_GUIDE_LIST, toDocument: toSetupGuide });
  defineExportRoute(app, calls.exportServiceSetupGuides, {
    ...SETUP_GUIDE_LIST,
    toDocument: toSetupGuide,
    fileName: 'setup-guides',
    entity: 'setup_guide',
    header: EXPORT_COLUMNS.setupGuides,
    cells: (g) => [g._id, g.type, String(g.serial), g.image, yesNo(g.isActive)],
  });

  defineRoute(app, calls.getSingleServiceSetupGuide, async ({ params }) => {
    const row = await findSetupGuide(app.db, params.id);
    if (!row) throw notFound('Service setup guide');
    return { data: toSetupGuide(row) };
  });

  defineRoute(app, calls.createServiceSetupGuide, async ({ body, files, actor }) => {
    if (!files.image) throw invalidField('image', 'Image is required');
    // The image was sent, so its path is there.
    return { data: await withSavedImage(app.storage, files.image, (image) => createSetupGuide(app.db, body, image as string, actor)) };
  });

  defineRoute(app, calls.updateServiceSetupGuide, async ({ params, body, files, actor, raw }) => {
    const { before, after } = await withSavedImage(app.storage, files.image, (newImage) =>
      updateSetupGuide(app.db, params.id, body, newImage, actor),
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

  defineBulkRoute(app, calls.bulkArchiveServiceSetupGuides, {
    rows: { ...SETUP_GUIDE_LIST, listCall: calls.getServiceSetupGuideWithQuery, idColumn: 'id' },
    each: async (id, { body, actor }) => {
      const found = await app.db.transaction((tx) => setActive(tx, 'service_setup_guides', id, body.isActive, actor));
      if (!found) throw notFound('Setup guide');
    },
  });
}
