import type { ServiceSetupGuide, ServiceType } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

const SETUP_GUIDE_COLUMNS = 'id, type, image, serial, is_active, created_at, updated_at';

export interface SetupGuideRow {
  id: string;
  type: ServiceSetupGuide['type'];
  image: string;
  serial: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The setup guide list's SQL (defineListRoute). */
export const SETUP_GUIDE_LIST = {
  select: SETUP_GUIDE_COLUMNS,
  from: 'service_setup_guides',
  sortBy: { serial: 'serial, id' },
  filterColumns: { isActive: 'is_active', type: 'type' },
  // A search matches the serial's digits.
  searchIn: 'serial::text',
};

export async function findSetupGuide(db: Queryable, id: string, lock = false): Promise<SetupGuideRow | undefined> {
  const { rows } = await db.query<SetupGuideRow>(
    `SELECT ${SETUP_GUIDE_COLUMNS} FROM service_setup_guides WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export interface SetupGuideValues {
  type: ServiceSetupGuide['type'];
  serial: number;
  image: string;
}

export async function insertSetupGuide(tx: Queryable, values: SetupGuideValues): Promise<SetupGuideRow> {
  const { rows } = await tx.query<SetupGuideRow>(
    `INSERT INTO service_setup_guides (type, serial, image) VALUES ($1, $2, $3) RETURNING ${SETUP_GUIDE_COLUMNS}`,
    [values.type, values.serial, values.image],
  );
  return rows[0];
}

export async function updateSetupGuide(tx: Queryable, id: string, values: SetupGuideValues): Promise<SetupGuideRow> {
  const { rows } = await tx.query<SetupGuideRow>(
    `UPDATE service_setup_guides SET type = $2, serial = $3, image = $4, updated_at = now()
            WHERE id = $1 RETURNING ${SETUP_GUIDE_COLUMNS}`,
    [id, values.type, values.serial, values.image],
  );
  return rows[0];
}

/** The images of the active guides of these service types, in serial order. */
export async function findActiveGuideImages(db: Queryable, types: ServiceType[]): Promise<Array<{ type: ServiceType; image: string }>> {
  const { rows } = await db.query<{ type: ServiceType; image: string }>(
    'SELECT type, image FROM service_setup_guides WHERE is_active AND type = ANY($1::text[]) ORDER BY serial, id',
    [types],
  );
  return rows;
}
