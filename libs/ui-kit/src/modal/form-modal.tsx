import { Form, Formik, type FormikValues } from 'formik';
import { useId, type ReactNode, type RefObject } from 'react';
import type { AnySchema } from 'yup';
import { Button } from '../components/button';
import { EditIcon } from '../components/icons';
import { FieldStack } from '../form/form-layout';
import { FormStatusProvider } from '../form/form-status';
import { DiscardConfirm, useDiscardGuard } from './discard-confirm';
import { Modal, type ModalSize } from './modal';
import { modalTitle, type ModalMode } from './modal-title';
import { useFormSubmission, type DescribeFailure, type FormSubmit } from './use-form-submission';

/** What a render-function child gets. */
export interface FormModalRenderProps<V> {
  mode: ModalMode;
  /** The current values, for fields shown only for some of them (the link when linkOrApk is link). */
  values: V;
}

export interface FormModalProps<V extends FormikValues> {
  open: boolean;
  mode: ModalMode;
  /** The title is `modalTitle(mode, topic)`: 'Create {topic}', 'Update {topic}' or 'View {topic}'. */
  topic: string;
  /** A title of its own, for a form that neither creates nor updates (e.g. 'Replace credential'). */
  title?: string;
  initialValues: V;
  /** yup; the messages are the fields' own ('{label} is required'). */
  validationSchema?: AnySchema;
  /** The submit button, e.g. 'Update Service'; view mode has none. */
  submitLabel: string;
  /** A second footer button that closes the form as the close button does, e.g. 'Cancel'. */
  cancelLabel?: string;
  /** Sends the values; pass `onUploadProgress` on to an upload call. */
  onSubmit: FormSubmit<V>;
  /** Shown after a success, before the modal closes. */
  successToast?: string;
  /** Reads a failure (field errors, toast text), e.g. api-client's `formFailure('Failed to create service')`. */
  describeFailure: DescribeFailure<V>;
  /**
   * Close, Esc or the backdrop (not while a submit runs; with unsaved changes, once the employee
   * agrees to discard them), and after a success.
   */
  onClose: () => void;
  /** The fields, or a function of the mode and values that renders them. */
  children: ReactNode | ((form: FormModalRenderProps<V>) => ReactNode);
  size?: ModalSize;
  /** Focus on close when the element that opened the form is gone (see Modal). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** A view's 'Edit' button, for who may change the record: the same form, to update. */
  onEdit?: () => void;
}

/**
 * A create, update or view form in a modal (Formik + yup). The submit button is busy and a
 * second submit is ignored while one runs, and the modal cannot be closed meanwhile, so an
 * upload is never left half done with nobody told how it ended. On success: the success toast,
 * then `onClose`. On failure: the failure toast, the form stays open with the values as typed,
 * and the errors the server tied to fields show at those fields. An `ImageField` inside shows
 * the upload's progress. In view mode every field is read-only and there is no submit (an Edit
 * button instead, given `onEdit`). Closing a
 * form whose values differ from `initialValues` asks 'Discard changes?' first, so a stray click on
 * the backdrop or Esc never loses what was typed.
 *
 * @example
 * <FormModal open={open} mode="create" topic="Employee Invite" submitLabel="Create Employee Invite"
 *   initialValues={{ email: '' }} validationSchema={inviteSchema} onSubmit={invite.submit}
 *   describeFailure={formFailure('Failed to create invite', { serverMessage: true })} onClose={close}>
 *   <TextField name="email" label="Email" type="email" />
 * </FormModal>
 */
export function FormModal<V extends FormikValues>(props: FormModalProps<V>) {
  // Mounted only while open, so each opening starts from `initialValues` with nothing pending.
  if (!props.open) return null;
  return <OpenFormModal {...props} />;
}

function OpenFormModal<V extends FormikValues>({
  mode,
  topic,
  title,
  initialValues,
  validationSchema,
  submitLabel,
  cancelLabel,
  onSubmit,
  successToast,
  describeFailure,
  onClose,
  children,
  size,
  returnFocusTo,
  onEdit,
}: FormModalProps<V>) {
  const formId = useId();
  const readOnly = mode === 'view';
  const submission = useFormSubmission({ onSubmit, successToast, describeFailure, onDone: onClose });
  const discard = useDiscardGuard(onClose);

  return (
    <FormStatusProvider value={{ readOnly, uploadProgress: submission.uploadProgress }}>
      <Formik
        initialValues={initialValues}
        validationSchema={readOnly ? undefined : validationSchema}
        validate={submission.validate}
        // Enter in a read-only field still submits a form: a view has nothing to send.
        onSubmit={readOnly ? () => undefined : submission.submit}
      >
        {({ values, dirty }) => (
          <Modal
            open
            title={title ?? modalTitle(mode, topic)}
            onClose={() => discard.close(dirty)}
            size={size}
            closeDisabled={submission.submitting}
            returnFocusTo={returnFocusTo}
            footer={
              readOnly ? (
                onEdit && (
                  <Button icon={<EditIcon />} onClick={onEdit}>
                    Edit
                  </Button>
                )
              ) : (
                <>
                  {cancelLabel && (
                    <Button variant="secondary" onClick={() => discard.close(dirty)} disabled={submission.submitting}>
                      {cancelLabel}
                    </Button>
                  )}
                  {/* Outside the <form> element (the modal's footer), tied to it by `form`. */}
                  <Button type="submit" form={formId} busy={submission.submitting}>
                    {submitLabel}
                  </Button>
                </>
              )
            }
          >
            <Form id={formId} noValidate>
              <FieldStack>{typeof children === 'function' ? children({ mode, values }) : children}</FieldStack>
            </Form>
            <DiscardConfirm guard={discard} />
          </Modal>
        )}
      </Formik>
    </FormStatusProvider>
  );
}
