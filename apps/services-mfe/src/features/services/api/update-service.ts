import { queryKeys, updateService, useFormMutation } from '@shopdesk/api-client';
import type { ServiceType } from '@shopdesk/contracts';
import type { FormSubmitContext } from '@shopdesk/ui-kit';
import { serviceFields, type ServiceFormValues } from '../utils/service-form-values';

/** Updates a service; a newly chosen logo replaces the old one, none keeps it. */
export function useUpdateService(id: string, type: ServiceType) {
  return useFormMutation(
    (values: ServiceFormValues, { onUploadProgress }: FormSubmitContext) =>
      updateService(id, serviceFields(values, type), values.logo, onUploadProgress),
    { invalidates: [queryKeys.services.all] },
  );
}
