import { useId, type ReactNode } from 'react';
import { useField, type FieldHelperProps, type FieldInputProps } from 'formik';
import styled from 'styled-components';
import { color, fontSize, fontWeight, space } from '../theme/theme-of';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
`;

export const FieldLabel = styled.label`
  font-size: ${fontSize('sm')};
  font-weight: ${fontWeight('medium')};
  color: ${color('text')};
`;

const Hint = styled.p`
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

const ErrorText = styled.p`
  font-size: ${fontSize('sm')};
  color: ${color('danger')};
`;

/** The ids and aria attributes tying a control to its label, hint and error. */
export interface FieldA11y {
  id: string;
  hintId: string;
  errorId: string;
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

export function useFieldA11y(error: string | undefined, hasHint: boolean): FieldA11y {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    hintId,
    errorId,
    controlProps: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

/** A Formik field and its error, shown once the field was touched (or the form submitted). */
export function useFormikField<V>(name: string): {
  field: FieldInputProps<V>;
  helpers: FieldHelperProps<V>;
  error: string | undefined;
} {
  const [field, meta, helpers] = useField<V>(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return { field, helpers, error };
}

export interface FieldFrameProps {
  a11y: FieldA11y;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint and inline error, stacked; what every field of the kit looks like. */
export function FieldFrame({ a11y, label, error, hint, children }: FieldFrameProps) {
  return (
    <Frame>
      <FieldLabel htmlFor={a11y.id}>{label}</FieldLabel>
      {children}
      {hint && <Hint id={a11y.hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={a11y.errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Frame>
  );
}

export { ErrorText as FieldError, Hint as FieldHint };
