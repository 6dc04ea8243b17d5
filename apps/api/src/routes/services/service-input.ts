import { slugify, type CallBody, type DeliveryMode, type api } from '@shopdesk/contracts';
import type { ServiceFields } from '../../repositories/services';
import { invalidField } from '../../errors';
import { dollarsToCents } from '../../lib/money';

/** The service form's fields, as the route layer validated them against the contract. */
export type ServiceForm = CallBody<typeof api.services.createService>;

/** A service as the database stores it, from the form (everything but the logo). */
export interface ServiceValues extends ServiceFields {
  /** Left out of the form: the route decides (the type's default on create, the stored one on update). */
  delivery: DeliveryMode | undefined;
}

/**
 * Checks the rules of the service form that its schema cannot say and derives the stored values:
 * the slug from the name, the price in cents, the link only for links.
 */
export function serviceValues(form: ServiceForm): ServiceValues {
  if (!form.benefits[0]) throw invalidField('benefits.0', 'Benefit is required');
  if (form.type !== 'vpn' && form.country) throw invalidField('country', 'Country is only for VPN services');
  if (form.linkOrApk === 'link' && !form.link) throw invalidField('link', 'Link is required');
  if (form.linkOrApk === 'link' && !/^https?:\/\//i.test(form.link ?? '')) {
    throw invalidField('link', 'Link must start with http:// or https://');
  }
  const slug = slugify(form.name);
  if (!slug) throw invalidField('name', 'Name must contain a letter or a digit');
  return {
    name: form.name,
    type: form.type,
    country: form.country ?? null,
    shortDescription: form.shortDescription ?? '',
    priceCents: dollarsToCents(form.price),
    linkOrApk: form.linkOrApk,
    link: form.linkOrApk === 'link' ? (form.link ?? null) : null,
    serial: form.serial,
    slug,
    delivery: form.delivery,
    // Lines added in the form but left empty are dropped; the first one is required above.
    benefits: form.benefits.filter((b) => b !== ''),
  };
}
