import type { ServiceSetupGuide } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';

export const SETUP_GUIDE_COLUMNS = 'id, type, image, serial, is_active, created_at, updated_at';

export interface SetupGuideRow {
  id: string;
  type: ServiceSetupGuide['type'];
  image: string;
  serial: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

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

export async function findSetupGuide(db: Queryable, id: string, lock = false): Promise<SetupGuideRow | undefined> {
  const { rows } = await db.query<SetupGuideRow>(
    `SELECT ${SETUP_GUIDE_COLUMNS} FROM service_setup_guides WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}
