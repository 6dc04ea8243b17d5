import { RecordHistory } from '@shopdesk/audit-trail';
import { forbiddenMessage, type ServiceCredentialSummary } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { Button, color, DetailList, EditIcon, fontWeight, Modal, modalTitle, space, Tabs } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { isUsedText, reportedBadText } from '../utils/is-used';
import { CREDENTIAL_TOPIC } from './credential-form-modal';
import { DeliveredToCell } from './delivered-to-cell';
import { PasswordReveal } from './password-reveal';

const BadNote = styled.p`
  margin-bottom: ${space('lg')};
  font-weight: ${fontWeight('medium')};
  color: ${color('danger')};
`;

const Muted = styled.span`
  color: ${color('textMuted')};
`;

/** Where the password would be, for who may not reveal it: who may, from the levels table. */
const NOT_REVEALED = forbiddenMessage('credentials.revealStock');

export interface CredentialViewModalProps {
  /** The listed credential (no password); null keeps the modal closed. */
  credential: ServiceCredentialSummary | null;
  /** Whether the employee may reveal a stock credential's password ('credentials.revealStock'); else no Show password. */
  canReveal: boolean;
  onClose: () => void;
  /** An Edit button (who may change the catalogue): the credential's update form instead. */
  onEdit?: (credential: ServiceCredentialSummary) => void;
}

/**
 * 'View Service Credential': the listed fields, and the password masked until the employee
 * reveals it (only then is it read, and the read audited); an employee who may not reveal it sees
 * who may instead. A credential reported bad says so first. For levels with `audit.read`, these
 * are its Details tab, beside a History tab of the credential's audit rows. A used one says who it
 * went to, linked to its order; given `onEdit`, an Edit button opens its update form.
 *
 * @example <CredentialViewModal credential={viewing} canReveal={canReveal} onClose={() => setViewing(null)} />
 */
export function CredentialViewModal({ credential, canReveal, onClose, onEdit }: CredentialViewModalProps) {
  const canAudit = useCan('audit.read');
  return (
    <Modal
      open={credential !== null}
      title={modalTitle('view', CREDENTIAL_TOPIC)}
      onClose={onClose}
      footer={
        credential &&
        onEdit && (
          <Button icon={<EditIcon />} onClick={() => onEdit(credential)}>
            Edit
          </Button>
        )
      }
    >
      {credential && (
        <Tabs
          label="Credential"
          tabs={[
            {
              id: 'details',
              label: 'Details',
              content: (
                <>
                  {/* The contract carries no reason with a credential yet: the note says bad without one. */}
                  {credential.isBad && <BadNote>{reportedBadText(credential.badReason)}</BadNote>}
                  <DetailList
                    items={[
                      { label: 'Service', value: credential.serviceName },
                      { label: 'User ID', value: credential.userId },
                      {
                        label: 'Password',
                        value: canReveal ? <PasswordReveal credentialId={credential._id} /> : <Muted>{NOT_REVEALED}</Muted>,
                      },
                      { label: 'Is Used', value: isUsedText(credential.isUsed) },
                      { label: 'Delivered to', value: <DeliveredToCell credential={credential} /> },
                    ]}
                  />
                </>
              ),
            },
            ...(canAudit ? [{ id: 'history', label: 'History', content: <RecordHistory entity="credential" id={credential._id} /> }] : []),
          ]}
        />
      )}
    </Modal>
  );
}
