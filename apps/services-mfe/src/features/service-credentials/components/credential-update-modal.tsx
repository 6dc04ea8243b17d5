import { modalTitle } from '@shopdesk/ui-kit';
import { ReadItemModal } from '../../../lib/read-item-modal';
import { useCredential } from '../api/get-credential';
import { useUpdateCredential } from '../api/update-credential';
import { CREDENTIAL_TOPIC, CredentialFormModal } from './credential-form-modal';

export interface CredentialUpdateModalProps {
  serviceId: string;
  credentialId: string;
  onClose: () => void;
}

/**
 * 'Update Service Credential'. The API takes the password with every update, so the form starts
 * from the credential as revealed by its single read (audited); the password stays masked until
 * the employee shows it. Mount it only while open.
 *
 * @example {editing && <CredentialUpdateModal serviceId={id} credentialId={editing._id} onClose={close} />}
 */
export function CredentialUpdateModal({ serviceId, credentialId, onClose }: CredentialUpdateModalProps) {
  const read = useCredential(credentialId);
  const update = useUpdateCredential(serviceId, credentialId);
  return (
    <ReadItemModal read={read} title={modalTitle('update', CREDENTIAL_TOPIC)} what="the credential" onClose={onClose}>
      {(credential) => (
        <CredentialFormModal
          mode="update"
          serviceName={credential.serviceName}
          credential={credential}
          onSubmit={update.submit}
          onClose={onClose}
        />
      )}
    </ReadItemModal>
  );
}
