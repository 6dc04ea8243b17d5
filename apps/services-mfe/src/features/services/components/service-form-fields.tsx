import { imageUrl } from '@shopdesk/api-client';
import type { ServiceType } from '@shopdesk/contracts';
import { ImageField, ListField, SelectField, TextAreaField, TextField } from '@shopdesk/ui-kit';
import { DELIVERY_OPTIONS } from '../../../lib/delivery';
import type { ServiceFormValues } from '../utils/service-form-values';

// Upper case, as a view shows a country.
const COUNTRY_OPTIONS = [
  { value: 'uae', label: 'UAE' },
  { value: 'ksa', label: 'KSA' },
];

const LINK_OR_APK_OPTIONS = [
  { value: 'link', label: 'Link' },
  { value: 'apk', label: 'APK' },
];

export interface ServiceFormFieldsProps {
  type: ServiceType;
  values: ServiceFormValues;
  /** The service's stored logo, previewed until another is chosen. */
  currentLogo?: string | null;
}

/**
 * The service form's fields: Country only for a VPN, Link only while the choice is link.
 *
 * @example <ServiceFormFields type="vpn" values={values} currentLogo={service.logo} />
 */
export function ServiceFormFields({ type, values, currentLogo }: ServiceFormFieldsProps) {
  return (
    <>
      <TextField name="name" label="Service Name" />
      {type === 'vpn' && <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} placeholder="None" />}
      <ImageField name="logo" label="Logo" existingUrl={imageUrl(currentLogo)} />
      <TextAreaField name="shortDescription" label="Short Description" rows={3} />
      <TextField name="price" label="Price ($)" type="number" step="0.01" />
      <TextField name="serial" label="Serial" type="number" step="1" />
      <SelectField name="linkOrApk" label="Link or APK" options={LINK_OR_APK_OPTIONS} />
      {values.linkOrApk === 'link' && <TextField name="link" label="Link" placeholder="https://" />}
      <SelectField name="delivery" label="Delivery" options={DELIVERY_OPTIONS} />
      <ListField name="benefits" label="Benefits" itemLabel="Benefit" addLabel="+ Add Benefit" />
    </>
  );
}
