import { createService, queryKeys, useFormMutation } from '@shopdesk/api-client';
import type { ServiceType } from '@shopdesk/contracts';
import type { FormSubmitContext } from '@shopdesk/ui-kit';
import { serviceFields, type ServiceFormValues } from '../utils/service-form-values';

/** Creates a service of the type (multipart, with the logo's upload progress); lists and counts refresh. */
export function useCreateService(type: ServiceType) {
  return useFormMutation(
    (values: ServiceFormValues, { onUploadProgress }: FormSubmitContext) =>
      createService(serviceFields(values, type), values.logo, onUploadProgress),
    { invalidates: [queryKeys.services.all] },
  );
}
