import type { ReactNode } from 'react';
import styled from 'styled-components';
import { inputStyle } from '../theme/shared-styles';
import { FieldFrame, useFieldA11y, useFormikField } from './field-frame';
import { useFormStatus } from './form-status';

const Select = styled.select`
  ${inputStyle}
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: SelectOption[];
  /** An empty first option (value ''), e.g. 'None'. */
  placeholder?: string;
  disabled?: boolean;
  hint?: ReactNode;
}

/**
 * A Formik select with its label and inline error; disabled in a view form (a select has no read-only).
 *
 * @example
 * <SelectField name="country" label="Country" placeholder="None"
 *   options={[{ value: 'uae', label: 'UAE' }, { value: 'ksa', label: 'KSA' }]} />
 */
export function SelectField({ name, label, options, placeholder, disabled, hint }: SelectFieldProps) {
  const { field, error } = useFormikField<string>(name);
  const { readOnly } = useFormStatus();
  const a11y = useFieldA11y(error, hint !== undefined);
  return (
    <FieldFrame a11y={a11y} label={label} error={error} hint={hint}>
      <Select {...field} value={field.value ?? ''} disabled={disabled || readOnly} {...a11y.controlProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
