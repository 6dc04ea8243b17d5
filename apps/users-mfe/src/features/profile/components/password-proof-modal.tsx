import { formFailure } from '@shopdesk/api-client';
import { requiredMessage } from '@shopdesk/form-rules';
import { Button, color, FieldStack, Modal, TextField, useFormSubmission } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';

interface PasswordValues {
  password: string;
}

const EMPTY: PasswordValues = { password: '' };

// Not trimmed: it is whatever the password is.
const schema: yup.ObjectSchema<PasswordValues> = yup.object({ password: yup.string().required(requiredMessage('Password')) });

const Message = styled.div`
  color: ${color('textMuted')};
`;

export interface PasswordProofModalProps {
  open: boolean;
  title: string;
  /** What the change does, above the field. */
  message: string;
  confirmLabel: string;
  /** `danger` for what turns protection off. */
  tone?: 'primary' | 'danger';
  /** The failure toast's text when the server sends none. */
  failure: string;
  /** Sends the change with the password; resolves once it is done (its own toast included). */
  onConfirm: (password: string) => Promise<unknown>;
  /** Cancel, Close, Esc, the backdrop (not while the change runs), and after a success. */
  onClose: () => void;
}

/**
 * Asks the password before a change of the second factor. A wrong one shows at the field, kept as
 * typed; on success the modal closes. Mounted only while open: each opening starts empty.
 */
export function PasswordProofModal(props: PasswordProofModalProps) {
  if (!props.open) return null;
  return <OpenPasswordProofModal {...props} />;
}

function OpenPasswordProofModal({ title, message, confirmLabel, tone = 'primary', failure, onConfirm, onClose }: PasswordProofModalProps) {
  const formId = useId();
  const submission = useFormSubmission<PasswordValues>({
    onSubmit: ({ password }) => onConfirm(password),
    describeFailure: formFailure(failure, { serverMessage: true }),
    onDone: onClose,
  });
  return (
    <Modal
      open
      title={title}
      size="sm"
      onClose={onClose}
      closeDisabled={submission.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submission.submitting}>
            Cancel
          </Button>
          {/* Outside the <form> element (the modal's footer), tied to it by `form`. */}
          <Button type="submit" form={formId} variant={tone} busy={submission.submitting}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Formik initialValues={EMPTY} validationSchema={schema} validate={submission.validate} onSubmit={submission.submit}>
        <Form id={formId} noValidate aria-label={title}>
          <FieldStack>
            <Message>{message}</Message>
            <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          </FieldStack>
        </Form>
      </Formik>
    </Modal>
  );
}
