import { DEFAULT_DELIVERY, type DeliveryMode } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import { PG_ERROR, pgErrorCode } from '../../db/database';
import { fieldConflict } from '../../errors';
import { SERVICE_COLUMNS, type ServiceRow } from './service-row';
import type { ServiceValues } from './service-input';

function params(values: ServiceValues, delivery: DeliveryMode): unknown[] {
  return [
    values.name,
    values.type,
    values.country,
    values.priceCents,
    values.shortDescription,
    values.benefits,
    values.linkOrApk,
    values.link,
    values.serial,
    values.slug,
    delivery,
  ];
}

/** (type, slug) is the only unique key a service write can break besides its id. */
async function mapSlugConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation) throw fieldConflict('slug', 'A service with this slug already exists');
    throw error;
  }
}

export async function insertService(tx: Queryable, values: ServiceValues, logo: string | null): Promise<ServiceRow> {
  const { rows } = await mapSlugConflict(
    tx.query<ServiceRow>(
      `INSERT INTO services (name, type, country, price_cents, short_description, benefits, link_or_apk, link, serial, slug, delivery, logo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       RETURNING ${SERVICE_COLUMNS}`,
      [...params(values, values.delivery ?? DEFAULT_DELIVERY[values.type]), logo],
    ),
  );
  return rows[0];
}

/** `current` is the stored delivery, kept when the form leaves the field out. */
export async function updateService(
  tx: Queryable,
  id: string,
  values: ServiceValues,
  logo: string | null,
  current: DeliveryMode,
): Promise<ServiceRow> {
  const { rows } = await mapSlugConflict(
    tx.query<ServiceRow>(
      `UPDATE services SET name = $1, type = $2, country = $3, price_cents = $4, short_description = $5, benefits = $6,
              link_or_apk = $7, link = $8, serial = $9, slug = $10, delivery = $11, logo = $12, updated_at = now()
        WHERE id = $13
        RETURNING ${SERVICE_COLUMNS}`,
      [...params(values, values.delivery ?? current), logo, id],
    ),
  );
  return rows[0];
}
