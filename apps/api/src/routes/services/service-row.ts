import type { Service } from '@shopdesk/contracts';
import type { ServiceRow } from '../../repositories/services';
import { centsToDollars } from '../../lib/money';

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
