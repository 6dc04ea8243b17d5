import { useCreateCredential } from '../api/create-credential';
import { CredentialFormModal } from './credential-form-modal';

export interface CredentialCreateModalProps {
  serviceId: string;
  /** Shown in the form's Service field. */
  serviceName: string;
  onClose: () => void;
}

/**
 * 'Create Service Credential' for the screen's service; mount it only while open.
 *
 * @example {creating && <CredentialCreateModal serviceId={id} serviceName={name} onClose={close} />}
 */
export function CredentialCreateModal({ serviceId, serviceName, onClose }: CredentialCreateModalProps) {
  const create = useCreateCredential(serviceId);
  return <CredentialFormModal mode="create" serviceName={serviceName} onSubmit={create.submit} onClose={onClose} />;
}
