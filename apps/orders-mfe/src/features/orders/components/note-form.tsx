import { formFailure } from '@shopdesk/api-client';
import { ORDER_NOTE_LIMITS } from '@shopdesk/contracts';
import { yupRequired } from '@shopdesk/form-rules';
import { Button, FieldStack, TextAreaField, useFormSubmission } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import * as yup from 'yup';

const noteSchema = yup.object({
  body: yupRequired('Note').max(ORDER_NOTE_LIMITS.maxLength, `Note must be at most ${ORDER_NOTE_LIMITS.maxLength.toLocaleString('en')} characters`),
});

interface NoteValues {
  body: string;
}

export interface NoteFormProps {
  /** 'add' writes a new note and empties the box after; 'edit' changes one and closes. */
  mode: 'add' | 'edit';
  initialBody?: string;
  /** Sends the text; resolves on success. */
  onSave: (body: string) => Promise<unknown>;
  /** Edit mode: back to the note as it was. */
  onCancel?: () => void;
}

/**
 * A note's text box: plain text, up to 2,000 characters, required. Adding says so in a toast and
 * empties the box; a failure keeps the text as typed and says why.
 *
 * @example <NoteForm mode="add" onSave={(body) => add.mutateAsync(body)} />
 */
export function NoteForm({ mode, initialBody = '', onSave, onCancel }: NoteFormProps) {
  const adding = mode === 'add';
  // Set by each submit: after a success, adding empties the box (a failure keeps the text).
  const emptyBox = useRef<() => void>(() => undefined);
  const submission = useFormSubmission<NoteValues>({
    onSubmit: ({ body }) => onSave(body),
    successToast: adding ? 'Note added' : 'Note saved',
    describeFailure: formFailure(adding ? 'Failed to add the note' : 'Failed to save the note', { serverMessage: true }),
    onDone: () => (adding ? emptyBox.current() : onCancel?.()),
  });
  return (
    <Formik<NoteValues>
      initialValues={{ body: initialBody }}
      validationSchema={noteSchema}
      validate={submission.validate}
      onSubmit={(values, helpers) => {
        emptyBox.current = () => helpers.resetForm({ values: { body: '' } });
        return submission.submit(values, helpers);
      }}
    >
      <Form noValidate aria-label={adding ? 'Add a note' : 'Edit the note'}>
        <FieldStack>
          <TextAreaField
            name="body"
            label={adding ? 'Add a note' : 'Edit the note'}
            rows={adding ? 2 : 3}
            hint={adding ? 'Every employee sees notes; a note can be edited for 10 minutes and is never deleted.' : undefined}
          />
          <div>
            <Button type="submit" size="sm" busy={submission.submitting}>
              {adding ? 'Add note' : 'Save note'}
            </Button>{' '}
            {onCancel && (
              <Button variant="secondary" size="sm" onClick={onCancel} disabled={submission.submitting}>
                Cancel
              </Button>
            )}
          </div>
        </FieldStack>
      </Form>
    </Formik>
  );
}
