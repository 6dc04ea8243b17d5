import type { ServiceSetupGuide } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { findSetupGuide, insertSetupGuide, updateSetupGuide as updateSetupGuideRow, type SetupGuideRow } from '../../repositories/setup-guides';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { toSetupGuide } from './setup-guide-row';

type GuideFields = Pick<ServiceSetupGuide, 'type' | 'serial'>;

export async function createSetupGuide(db: Database, fields: GuideFields, image: string, actor: Actor): Promise<ServiceSetupGuide> {
  return db.transaction(async (tx) => {
    const created = await insertSetupGuide(tx, { type: fields.type, serial: fields.serial, image });
    await recordAudit(tx, actor, { action: 'setup_guide.create', entity: 'setup_guide', entityId: created.id, after: toSetupGuide(created) });
    return toSetupGuide(created);
  });
}

/** Changes a guide, audited; an image not sent keeps the stored one. Answers the row before and after. */
export async function updateSetupGuide(
  db: Database,
  id: string,
  fields: GuideFields,
  newImage: string | null,
  actor: Actor,
): Promise<{ before: SetupGuideRow; after: SetupGuideRow }> {
  return db.transaction(async (tx) => {
    const current = await findSetupGuide(tx, id, true);
    if (!current) throw notFound('Service setup guide');
    const updated = await updateSetupGuideRow(tx, id, { type: fields.type, serial: fields.serial, image: newImage ?? current.image });
    await recordAudit(tx, actor, {
      action: 'setup_guide.update',
      entity: 'setup_guide',
      entityId: id,
      before: toSetupGuide(current),
      after: toSetupGuide(updated),
    });
    return { before: current, after: updated };
  });
}
