import { errorMessage } from '@shopdesk/api-client';
import { ErrorNotice, Loader, Modal, modalTitle } from '@shopdesk/ui-kit';
import { useCredential } from '../api/get-credential';
import { useUpdateCredential } from '../api/update-credential';
import { credentialValues } from '../utils/credential-values';
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
  const credential = useCredential(credentialId);
  const update = useUpdateCredential(serviceId, credentialId);

  if (credential.data) {
    return (
      <CredentialFormModal
        mode="update"
        initialValues={credentialValues(credential.data)}
        onSubmit={update.submit}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal open title={modalTitle('update', CREDENTIAL_TOPIC)} onClose={onClose}>
      {credential.isError ? (
        <ErrorNotice
          message={errorMessage(credential.error, 'Could not load the credential')}
          onRetry={() => void credential.refetch()}
        />
      ) : (
        <Loader label="Loading the credential" />
      )}
    </Modal>
  );
}
