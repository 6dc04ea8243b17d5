import { formFailure } from '@shopdesk/api-client';
import type { ServiceCredential } from '@shopdesk/contracts';
import { FormModal, TextField, type FormSubmit } from '@shopdesk/ui-kit';
import { credentialValues, emptyCredentialValues, type CredentialValues } from '../utils/credential-values';
import { credentialSchema } from './credential-schema';
import { PasswordField } from './password-field';

/** The topic of the credential modals: 'Create Service Credential', 'Update Service Credential'. */
export const CREDENTIAL_TOPIC = 'Service Credential';

const TEXTS = {
  create: {
    submitLabel: 'Create Service Credential',
    successToast: 'Service Credentials created successfully',
    // The server's reason (an unknown service, a value it refused) is what the employee needs.
    describeFailure: formFailure('Failed to create service credential', { serverMessage: true }),
  },
  update: {
    submitLabel: 'Update Service Credential',
    successToast: 'Successfully updated!',
    // docs/decisions.md#update-failure-toasts
    describeFailure: formFailure('Failed to update service credential'),
  },
} as const;

export interface CredentialFormModalProps {
  mode: 'create' | 'update';
  /** The screen's service, shown in the form's Service field when creating. */
  serviceName: string;
  /** The credential to update, as revealed by its single read; absent when creating. */
  credential?: ServiceCredential;
  /** The `submit` of `useCreateCredential(...)` or `useUpdateCredential(...)`. */
  onSubmit: FormSubmit<CredentialValues>;
  onClose: () => void;
}

/**
 * Creates or updates a credential of the screen's service: the service (shown), User ID
 * (optional) and Password (required, masked with a Show/Hide toggle). A failed save keeps the
 * form open with what was typed. (A view is no form: see CredentialViewModal.)
 *
 * @example <CredentialFormModal mode="create" serviceName={name} onSubmit={create.submit} onClose={close} />
 */
export function CredentialFormModal({ mode, serviceName, credential, onSubmit, onClose }: CredentialFormModalProps) {
  const texts = TEXTS[mode];
  return (
    <FormModal<CredentialValues>
      open
      mode={mode}
      topic={CREDENTIAL_TOPIC}
      submitLabel={texts.submitLabel}
      initialValues={credential ? credentialValues(credential) : emptyCredentialValues(serviceName)}
      validationSchema={credentialSchema}
      onSubmit={onSubmit}
      successToast={texts.successToast}
      describeFailure={texts.describeFailure}
      onClose={onClose}
    >
      <TextField name="serviceName" label="Service" readOnly />
      <TextField name="userId" label="User ID" autoComplete="off" />
      <PasswordField name="password" label="Password" />
    </FormModal>
  );
}
