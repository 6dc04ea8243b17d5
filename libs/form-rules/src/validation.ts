import { isSingleLineText, SINGLE_LINE_MESSAGE } from '@shopdesk/contracts';
import * as yup from 'yup';

/**
 * The product's required-field message, the same for every form.
 *
 * @example requiredMessage('Service Name') // 'Service Name is required'
 */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/** A required text: blank or spaces only is '{label} is required'. */
export const yupRequired = (label: string) => yup.string().trim().required(requiredMessage(label));

/**
 * A required number: empty is '{label} is required', text is '{label} must be a number'.
 * Formik gives '' for an emptied number input; that counts as missing, not as 0.
 */
export const yupRequiredNumber = (label: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(requiredMessage(label));

/** A required e-mail address. */
export const yupEmail = (label: string) =>
  yup.string().trim().email(`${label} must be a valid email`).required(requiredMessage(label));

/**
 * A list of text lines whose first line is required (the service benefits); the error sits on
 * the first line, where `ListField` shows it.
 */
export const yupFirstRequired = (label: string) =>
  yup
    .array()
    .of(yup.string().trim())
    .test('first-required', requiredMessage(label), function firstRequired(lines) {
      if (lines?.[0]?.trim()) return true;
      return this.createError({ path: `${this.path}[0]`, message: requiredMessage(label) });
    });

/**
 * The check of a text shown on one line (a name, a user id): no line break, other control
 * character or bidi control, which the API refuses too (the contract's `SingleLineText`).
 *
 * @example name: yupRequired('Name').test(singleLineTest('Name')) // 'Name must be a single line of text without control characters'
 */
export const singleLineTest = (label: string) => ({
  name: 'single-line',
  message: `${label} ${SINGLE_LINE_MESSAGE}`,
  test: (value: string | null | undefined) => !value || isSingleLineText(value),
});

/** A required file (`File | null` in the form values). */
export const yupRequiredFile = (label: string) => yup.mixed<File>().required(requiredMessage(label));
