import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import { DetailList, Modal, modalTitle } from '@shopdesk/ui-kit';
import { isUsedText } from '../utils/is-used';
import { CREDENTIAL_TOPIC } from './credential-form-modal';
import { PasswordReveal } from './password-reveal';

export interface CredentialViewModalProps {
  /** The listed credential (no password); null keeps the modal closed. */
  credential: ServiceCredentialSummary | null;
  onClose: () => void;
}

/**
 * 'View Service Credential': the listed fields, and the password masked until the employee
 * reveals it (only then is it read, and the read audited).
 *
 * @example <CredentialViewModal credential={viewing} onClose={() => setViewing(null)} />
 */
export function CredentialViewModal({ credential, onClose }: CredentialViewModalProps) {
  return (
    <Modal open={credential !== null} title={modalTitle('view', CREDENTIAL_TOPIC)} onClose={onClose}>
      {credential && (
        <DetailList
          items={[
            { label: 'Service', value: credential.serviceName },
            { label: 'User ID', value: credential.userId },
            { label: 'Password', value: <PasswordReveal credentialId={credential._id} /> },
            { label: 'Is Used', value: isUsedText(credential.isUsed) },
          ]}
        />
      )}
    </Modal>
  );
}
