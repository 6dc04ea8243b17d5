import type { FormikErrors, FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { toast } from '../toast/toast';

/** What a form's submit gets besides the values: where to report the upload's progress (0-100). */
export interface FormSubmitContext {
  onUploadProgress: (percent: number) => void;
}

/** Sends the form; resolves on success, rejects with the error on failure. */
export type FormSubmit<V> = (values: V, context: FormSubmitContext) => Promise<unknown>;

/** A failed submit, read: errors at the form's fields, and the failure toast's text. */
export interface FormFailure<V> {
  errors: FormikErrors<V>;
  message: string;
}

/** Reads a failed submit's error (api-client's `formFailure(...)` reads an `ApiError`). */
export type DescribeFailure<V> = (error: unknown, values: V) => FormFailure<V>;

export interface FormSubmissionOptions<V> {
  onSubmit: FormSubmit<V>;
  successToast?: string;
  describeFailure: DescribeFailure<V>;
  /** After a success, once the toast is up. */
  onDone: () => void;
}

interface ServerErrors<V> {
  values: V;
  errors: FormikErrors<V>;
}

const sameValue = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => item === b[i]));

/** The server's errors about fields still holding the value the server refused. */
function unchangedErrors<V>(server: ServerErrors<V> | null, values: V): FormikErrors<V> {
  if (!server) return {};
  const now = values as Record<string, unknown>;
  const then = server.values as Record<string, unknown>;
  const kept = Object.entries(server.errors).filter(([field]) => sameValue(now[field], then[field]));
  return Object.fromEntries(kept) as FormikErrors<V>;
}

/**
 * A form modal's submit: one at a time, the upload's progress, the success toast, and on failure
 * the failure toast with the errors placed at their fields (the values stay as typed). Formik
 * runs its validation again on every change and blur; `validate` keeps each server error in that
 * result until its field is edited.
 */
export function useFormSubmission<V>({ onSubmit, successToast, describeFailure, onDone }: FormSubmissionOptions<V>) {
  const [submitting, setSubmitting] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | undefined>(undefined);
  // A ref, not the state: Enter pressed twice submits twice before React re-renders.
  const inFlight = useRef(false);
  const serverErrors = useRef<ServerErrors<V> | null>(null);

  const submit = async (values: V, { setErrors }: FormikHelpers<V>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    serverErrors.current = null;
    setSubmitting(true);
    try {
      await onSubmit(values, { onUploadProgress: setUploadProgress });
    } catch (error) {
      const failure = describeFailure(error, values);
      serverErrors.current = { values, errors: failure.errors };
      setErrors(failure.errors);
      toast.error(failure.message);
      return;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      setUploadProgress(undefined);
    }
    if (successToast) toast.success(successToast);
    onDone();
  };

  const validate = (values: V) => unchangedErrors(serverErrors.current, values);

  return { submitting, uploadProgress, submit, validate };
}
