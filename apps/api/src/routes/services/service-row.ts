import type { Service } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import { centsToDollars } from '../../lib/money';

export const SERVICE_COLUMNS = `id, name, type, country, price_cents, logo, short_description, benefits, link_or_apk, link,
  is_active, serial, slug, delivery, created_at, updated_at`;

export interface ServiceRow {
  id: string;
  name: string;
  type: Service['type'];
  country: Service['country'];
  price_cents: number;
  logo: string | null;
  short_description: string;
  benefits: string[];
  link_or_apk: Service['linkOrApk'];
  link: string | null;
  is_active: boolean;
  serial: number;
  slug: string;
  delivery: Service['delivery'];
  created_at: Date;
  updated_at: Date;
}

export function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    country: row.country,
    price: centsToDollars(row.price_cents),
    logo: row.logo,
    shortDescription: row.short_description,
    benefits: row.benefits,
    linkOrApk: row.link_or_apk,
    link: row.link,
    isActive: row.is_active,
    serial: row.serial,
    slug: row.slug,
    delivery: row.delivery,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findService(db: Queryable, id: string, lock = false): Promise<ServiceRow | undefined> {
  const { rows } = await db.query<ServiceRow>(`SELECT ${SERVICE_COLUMNS} FROM services WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}
