import type { ServiceFormFields } from '@shopdesk/api-client';
import { DEFAULT_DELIVERY, slugify, type Country, type DeliveryMode, type Service, type ServiceType } from '@shopdesk/contracts';

/** The service form's Formik values; numbers are '' while their input is empty. */
export interface ServiceFormValues {
  name: string;
  /** '' is no country. */
  country: Country | '';
  /** A newly chosen logo; null keeps the service's current one. */
  logo: File | null;
  shortDescription: string;
  price: number | '';
  serial: number | '';
  linkOrApk: Service['linkOrApk'];
  link: string;
  benefits: string[];
  delivery: DeliveryMode;
}

/**
 * What the form starts from: the service's values, or an empty form of the type with one benefit
 * line and the type's default delivery.
 */
export function serviceFormValues(from: Service | ServiceType): ServiceFormValues {
  const [service, type] = typeof from === 'string' ? [undefined, from] : [from, from.type];
  return {
    name: service?.name ?? '',
    country: service?.country ?? '',
    logo: null,
    shortDescription: service?.shortDescription ?? '',
    price: service?.price ?? '',
    serial: service?.serial ?? '',
    linkOrApk: service?.linkOrApk ?? 'link',
    link: service?.link ?? '',
    benefits: service?.benefits.length ? [...service.benefits] : [''],
    delivery: service?.delivery ?? DEFAULT_DELIVERY[type],
  };
}

/**
 * The text fields the API takes (the logo goes as a file beside them): trimmed, the country only
 * for a VPN, blank benefit lines dropped, and the slug made from the name.
 */
export function serviceFields(values: ServiceFormValues, type: ServiceType): ServiceFormFields {
  const name = values.name.trim();
  return {
    name,
    slug: slugify(name),
    type,
    country: type === 'vpn' && values.country ? values.country : undefined,
    shortDescription: values.shortDescription.trim(),
    price: Number(values.price),
    serial: Number(values.serial),
    linkOrApk: values.linkOrApk,
    link: values.linkOrApk === 'link' ? values.link.trim() : undefined,
    benefits: values.benefits.map((line) => line.trim()).filter(Boolean),
    delivery: values.delivery,
  };
}
