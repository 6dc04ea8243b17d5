import { getIn, setIn, type FormikErrors } from 'formik';
import { ApiError, errorMessage } from '../api-error';

/**
 * Where a server path belongs in the form when the names differ, by the path's first segment:
 * `{ slug: 'name' }` puts a taken slug at the name it is made from.
 */
export type FieldOf = Readonly<Record<string, string>>;

export interface FormErrors<V> {
  /** Formik's nested errors: `benefits.0` becomes `{ benefits: ['…'] }`. */
  errors: FormikErrors<V>;
  /** The details about fields the form does not have, as one text; `undefined` when there are none. */
  rest: string | undefined;
}

/** What a failed submit shows: errors at the fields, and the failure toast's text. */
export interface FormFailure<V> {
  errors: FormikErrors<V>;
  message: string;
}

export interface FormFailureOptions {
  /** Show the server's message when it sent one (where the failure text may vary); default: always `fallback`. */
  serverMessage?: boolean;
  fieldOf?: FieldOf;
}

/**
 * Splits an API error's `details` (a 400's invalid fields, a 409's taken value) into errors at
 * the form's fields and a text about the others. `fields` are the form's top-level names.
 *
 * @example toFormErrors(error, ['name', 'benefits'], { slug: 'name' })
 * // 409 slug -> { errors: { name: 'A service with this slug already exists' }, rest: undefined }
 */
export function toFormErrors<V>(error: unknown, fields: readonly string[], fieldOf: FieldOf = {}): FormErrors<V> {
  let errors: FormikErrors<V> = {};
  const rest: string[] = [];
  for (const { path, message } of error instanceof ApiError ? error.details : []) {
    const [head, ...tail] = path.split('.');
    const field = fieldOf[head] ?? head;
    const formPath = [field, ...tail].join('.');
    if (!fields.includes(field)) rest.push(`${path}: ${message}`);
    // The first message about a field is the one shown; Formik holds one per field.
    else if (getIn(errors, formPath) === undefined) errors = setIn(errors, formPath, message);
  }
  return { errors, rest: rest.length > 0 ? rest.join('; ') : undefined };
}

/**
 * How a form reads a failed submit: the errors go to the fields they concern, and the toast says
 * `fallback` (or the server's message, with `serverMessage`) plus what no field of the form shows.
 * Give it to the ui-kit `FormModal` as `describeFailure`.
 *
 * @example <FormModal … describeFailure={formFailure('Failed to create service', { fieldOf: { slug: 'name' } })} />
 */
export function formFailure(fallback: string, { serverMessage = false, fieldOf }: FormFailureOptions = {}) {
  return <V extends object>(error: unknown, values: V): FormFailure<V> => {
    const { errors, rest } = toFormErrors<V>(error, Object.keys(values), fieldOf);
    const text = serverMessage ? errorMessage(error, fallback) : fallback;
    return { errors, message: rest ? `${text} (${rest})` : text };
  };
}
