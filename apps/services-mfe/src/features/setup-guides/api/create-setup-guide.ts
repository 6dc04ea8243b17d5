import { createServiceSetupGuide, queryKeys, useFormMutation } from '@shopdesk/api-client';
import type { ServiceType } from '@shopdesk/contracts';
import type { FormSubmitContext } from '@shopdesk/ui-kit';
import { setupGuideFields, type SetupGuideValues } from '../utils/setup-guide-values';

/** Adds a setup guide (multipart POST serviceSetupGuides, the image required); the lists refresh. */
export function useCreateSetupGuide(type: ServiceType) {
  return useFormMutation(
    (values: SetupGuideValues, { onUploadProgress }: FormSubmitContext) =>
      // The form's schema makes sure an image was chosen before this runs.
      createServiceSetupGuide(setupGuideFields(type, values), values.image as File, onUploadProgress),
    { invalidates: [queryKeys.serviceSetupGuides.all] },
  );
}
