import { formFailure } from '@shopdesk/api-client';
import type { Service, ServiceType } from '@shopdesk/contracts';
import { FormModal } from '@shopdesk/ui-kit';
import { AvailableCredentialsDetail } from '../../service-credentials/components/available-credentials-detail';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { serviceFormValues, type ServiceFormValues } from '../utils/service-form-values';
import { serviceSchema } from '../utils/service-schema';
import { ServiceFormFields } from './service-form-fields';

// The API files a service under a slug made from its name: a taken slug is the name's problem.
const FIELD_OF = { slug: 'name' };

interface ServiceModalProps {
  type: ServiceType;
  /** The modal title's topic: 'VPN' or 'Dollar Card'. */
  topic: string;
  onClose: () => void;
}

/**
 * 'Create {topic}': the empty service form; on success 'Service created successfully', on
 * failure 'Failed to create service' and the form stays open as typed.
 *
 * @example <CreateServiceModal type="vpn" topic="VPN" onClose={close} />
 */
export function CreateServiceModal({ type, topic, onClose }: ServiceModalProps) {
  const create = useCreateService(type);
  return (
    <FormModal<ServiceFormValues>
      open
      mode="create"
      topic={topic}
      size="lg"
      submitLabel="Create Service"
      initialValues={serviceFormValues(type)}
      validationSchema={serviceSchema}
      onSubmit={create.submit}
      successToast="Service created successfully"
      describeFailure={formFailure('Failed to create service', { fieldOf: FIELD_OF })}
      onClose={onClose}
    >
      {({ values }) => <ServiceFormFields type={type} values={values} />}
    </FormModal>
  );
}

/**
 * 'Update {topic}' or 'View {topic}' of a service as just read: in view mode every field is
 * read-only and there is no submit. A stock service also shows its available credentials.
 *
 * @example <EditServiceModal service={service} mode="update" topic="VPN" onClose={close} />
 */
export function EditServiceModal({ service, mode, topic, onClose }: Omit<ServiceModalProps, 'type'> & { service: Service; mode: 'update' | 'view' }) {
  const update = useUpdateService(service._id, service.type);
  return (
    <FormModal<ServiceFormValues>
      open
      mode={mode}
      topic={topic}
      size="lg"
      submitLabel="Update Service"
      initialValues={serviceFormValues(service)}
      validationSchema={serviceSchema}
      onSubmit={update.submit}
      successToast="Service updated successfully"
      describeFailure={formFailure('Failed to update service', { fieldOf: FIELD_OF })}
      onClose={onClose}
    >
      {({ values }) => (
        <>
          <ServiceFormFields type={service.type} values={values} currentLogo={service.logo} />
          {service.delivery === 'stock' && <AvailableCredentialsDetail serviceId={service._id} />}
        </>
      )}
    </FormModal>
  );
}
