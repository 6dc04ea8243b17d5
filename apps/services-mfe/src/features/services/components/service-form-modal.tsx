import { formFailure } from '@shopdesk/api-client';
import type { Service, ServiceType } from '@shopdesk/contracts';
import { FormModal, type DescribeFailure, type FormSubmit, type ModalMode } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';
import { serviceFormValues, type ServiceFormValues } from '../utils/service-form-values';
import { serviceSchema } from '../utils/service-schema';
import { AvailableCredentialsDetail } from './available-credentials-detail';
import { ServiceFormFields } from './service-form-fields';

// The API files a service under a slug made from its name: a taken slug is the name's problem.
const FIELD_OF = { slug: 'name' };

interface ModeTexts {
  submitLabel: string;
  successToast?: string;
  describeFailure: DescribeFailure<ServiceFormValues>;
}

const TEXTS: Record<ModalMode, ModeTexts> = {
  create: {
    submitLabel: 'Create Service',
    successToast: 'Service created successfully',
    describeFailure: formFailure('Failed to create service', { fieldOf: FIELD_OF }),
  },
  update: {
    submitLabel: 'Update Service',
    successToast: 'Service updated successfully',
    describeFailure: formFailure('Failed to update service', { fieldOf: FIELD_OF }),
  },
  // A view sends nothing: no submit button, and no failure to describe.
  view: { submitLabel: '', describeFailure: formFailure('') },
};

export interface ServiceFormModalProps {
  mode: ModalMode;
  /** The screen's type. */
  type: ServiceType;
  /** The modal title's topic: 'VPN' or 'Dollar Card'. */
  topic: string;
  /** The service to view or update, as just read; absent when creating. */
  service?: Service;
  /** The `submit` of `useCreateService(...)` or `useUpdateService(...)`; a view sends nothing. */
  onSubmit: FormSubmit<ServiceFormValues>;
  onClose: () => void;
  /**
   * Lays the fields out in the modal's body, e.g. as a view's Details tab beside its History tab
   * (ServiceDetailModal); the fields alone when absent.
   */
  layout?: (fields: ReactNode) => ReactNode;
  /** A view's Edit button (who may change the catalogue): the same form, to update. */
  onEdit?: () => void;
}

/**
 * 'Create/Update/View {topic}': the service form, empty or from the service; in view mode every
 * field is read-only and there is no submit. A stock service also shows its available
 * credentials. A failed save keeps the form open as typed.
 *
 * @example <ServiceFormModal mode="create" type="vpn" topic="VPN" onSubmit={create.submit} onClose={close} />
 */
export function ServiceFormModal({ mode, type, topic, service, onSubmit, onClose, onEdit, layout = (fields) => fields }: ServiceFormModalProps) {
  const texts = TEXTS[mode];
  return (
    <FormModal<ServiceFormValues>
      open
      mode={mode}
      topic={topic}
      size="lg"
      submitLabel={texts.submitLabel}
      initialValues={serviceFormValues(service ?? type)}
      validationSchema={serviceSchema}
      onSubmit={onSubmit}
      successToast={texts.successToast}
      describeFailure={texts.describeFailure}
      onClose={onClose}
      onEdit={onEdit}
    >
      {({ values }) =>
        layout(
          <>
            <ServiceFormFields type={type} values={values} currentLogo={service?.logo} />
            {service?.delivery === 'stock' && <AvailableCredentialsDetail serviceId={service._id} />}
          </>,
        )
      }
    </FormModal>
  );
}
