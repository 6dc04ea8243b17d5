import type { ServiceSetupGuide } from '@shopdesk/contracts';
import type { SetupGuideRow } from '../../repositories/setup-guides';

export function toSetupGuide(row: SetupGuideRow): ServiceSetupGuide {
  return {
    _id: row.id,
    type: row.type,
    image: row.image,
    serial: row.serial,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
