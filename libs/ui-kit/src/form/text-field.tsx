import type { ReactNode } from 'react';
import styled from 'styled-components';
import { inputStyle } from '../theme/shared-styles';
import { FieldFrame, useFieldA11y, useFormikField } from './field-frame';
import { useFormStatus } from './form-status';

const Input = styled.input`
  ${inputStyle}
`;

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'number';
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** For numbers, e.g. '0.01' for prices. */
  step?: string;
  /** The on-screen keyboard: 'numeric' for a code of digits. */
  inputMode?: 'text' | 'numeric' | 'email';
}

/**
 * A Formik text input with its label and inline error; read-only in a view form.
 *
 * @example <TextField name="price" label="Price ($)" type="number" step="0.01" />
 */
export function TextField({ name, label, type = 'text', hint, readOnly, ...rest }: TextFieldProps) {
  const { field, error } = useFormikField<string | number>(name);
  const status = useFormStatus();
  const a11y = useFieldA11y(error, hint !== undefined);
  return (
    <FieldFrame a11y={a11y} label={label} error={error} hint={hint}>
      <Input
        {...field}
        value={field.value ?? ''}
        type={type}
        readOnly={readOnly || status.readOnly}
        {...a11y.controlProps}
        {...rest}
      />
    </FieldFrame>
  );
}
