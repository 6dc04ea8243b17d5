import type { SetupGuideFormFields } from '@shopdesk/api-client';
import type { ServiceSetupGuide, ServiceType } from '@shopdesk/contracts';

/**
 * The setup-guide form's values. `type` holds the type's display name ('VPN'): the type is the
 * screen's, shown but not chosen. `serial` is '' until typed (Formik's empty number input).
 */
export interface SetupGuideValues {
  type: string;
  image: File | null;
  serial: number | '';
}

/** An empty form for a new guide of the type named `typeTitle`. */
export const emptySetupGuideValues = (typeTitle: string): SetupGuideValues => ({ type: typeTitle, image: null, serial: '' });

/** The form's values for an existing guide: its image stays unless a new one is chosen. */
export const setupGuideValues = (guide: ServiceSetupGuide, typeTitle: string): SetupGuideValues => ({
  type: typeTitle,
  image: null,
  serial: guide.serial,
});

/** The text fields the API is sent: the screen's type and the serial as a number. */
export const setupGuideFields = (type: ServiceType, values: SetupGuideValues): SetupGuideFormFields => ({
  type,
  serial: Number(values.serial),
});
