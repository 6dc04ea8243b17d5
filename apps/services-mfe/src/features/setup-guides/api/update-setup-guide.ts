import { queryKeys, updateServiceSetupGuide, useFormMutation } from '@shopdesk/api-client';
import type { ServiceType } from '@shopdesk/contracts';
import type { FormSubmitContext } from '@shopdesk/ui-kit';
import { setupGuideFields, type SetupGuideValues } from '../utils/setup-guide-values';

/**
 * Updates a setup guide (multipart PATCH serviceSetupGuides/:id): a chosen image replaces the
 * stored one, none keeps it. The lists refresh.
 */
export function useUpdateSetupGuide(type: ServiceType, guideId: string) {
  return useFormMutation(
    (values: SetupGuideValues, { onUploadProgress }: FormSubmitContext) =>
      updateServiceSetupGuide(guideId, setupGuideFields(type, values), values.image, onUploadProgress),
    { invalidates: [queryKeys.serviceSetupGuides.all] },
  );
}
