import type { ReactNode } from 'react';
import styled from 'styled-components';
import { inputStyle } from '../theme/shared-styles';
import { FieldFrame, useFieldA11y, useFormikField } from './field-frame';
import { useFormStatus } from './form-status';

const TextArea = styled.textarea`
  ${inputStyle}
  padding: 8px 10px;
  resize: vertical;
`;

export interface TextAreaFieldProps {
  name: string;
  label: string;
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
  hint?: ReactNode;
}

/**
 * A Formik multi-line text input with its label and inline error; read-only in a view form.
 *
 * @example <TextAreaField name="shortDescription" label="Short Description" rows={3} />
 */
export function TextAreaField({ name, label, rows = 3, hint, ...rest }: TextAreaFieldProps) {
  const { field, error } = useFormikField<string>(name);
  const { readOnly } = useFormStatus();
  const a11y = useFieldA11y(error, hint !== undefined);
  return (
    <FieldFrame a11y={a11y} label={label} error={error} hint={hint}>
      <TextArea {...field} value={field.value ?? ''} rows={rows} readOnly={readOnly} {...a11y.controlProps} {...rest} />
    </FieldFrame>
  );
}
