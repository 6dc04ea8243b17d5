import { ServiceFields, type Country, type ServiceType } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import { badRequest } from '../../errors';
import { dollarsToCents } from '../../lib/money';
import { validateOrThrow } from '../../lib/validation';
import { slugify } from './slug';

/** A service as the database stores it, from the form (everything but the logo). */
export interface ServiceValues {
  name: string;
  type: ServiceType;
  country: Country | null;
  shortDescription: string;
  priceCents: number;
  linkOrApk: 'link' | 'apk';
  link: string | null;
  serial: number;
  slug: string;
  benefits: string[];
}

const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

/**
 * Checks the service form's text fields (schema, then the rules the schema cannot say) and
 * derives the stored values: the slug from the name, price in cents, link only for links.
 */
export function serviceValues(fields: Record<string, string | string[]>): ServiceValues {
  const benefits = Array.isArray(fields.benefits) ? fields.benefits : [];
  if (!benefits[0]) throw field('benefits.0', 'Benefit is required');
  const input = validateOrThrow<Static<typeof ServiceFields>>(ServiceFields, fields, 'body', true);
  if (input.type !== 'vpn' && input.country) throw field('country', 'Country is only for VPN services');
  if (input.linkOrApk === 'link' && !input.link) throw field('link', 'Link is required');
  if (input.linkOrApk === 'link' && !/^https?:\/\//i.test(input.link ?? '')) {
    throw field('link', 'Link must start with http:// or https://');
  }
  const slug = slugify(input.name);
  if (!slug) throw field('name', 'Name must contain a letter or a digit');
  return {
    name: input.name,
    type: input.type,
    country: input.country ?? null,
    shortDescription: input.shortDescription ?? '',
    priceCents: dollarsToCents(input.price),
    linkOrApk: input.linkOrApk,
    link: input.linkOrApk === 'link' ? (input.link ?? null) : null,
    serial: input.serial,
    slug,
    // Lines added in the form but left empty are dropped; the first one is required above.
    benefits: benefits.filter((b) => b !== ''),
  };
}

