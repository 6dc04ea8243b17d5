import { createContext, useContext } from 'react';

/** What the form around the fields is doing, for fields that show it. */
export interface FormStatus {
  /** A view form: every field shows its value and takes no input. */
  readOnly: boolean;
  /** The running submit's upload, 0-100; `undefined` when nothing is being uploaded. */
  uploadProgress: number | undefined;
}

const FormStatusContext = createContext<FormStatus>({ readOnly: false, uploadProgress: undefined });

/** Set by `FormModal`; outside one, fields are editable and show no progress. */
export const FormStatusProvider = FormStatusContext.Provider;

/**
 * The status of the form this field is in.
 *
 * @example const { readOnly } = useFormStatus(); <input readOnly={readOnly} … />
 */
export function useFormStatus(): FormStatus {
  return useContext(FormStatusContext);
}
