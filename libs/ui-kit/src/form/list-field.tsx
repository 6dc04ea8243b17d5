import { FieldArray, getIn, useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import { Button } from '../components/button';
import { IconButton } from '../components/icon-button';
import { CloseIcon } from '../components/icons';
import { color, fontSize, fontWeight, space } from '../theme/theme-of';
import { inputStyle } from '../theme/shared-styles';
import { FieldError, useFieldA11y } from './field-frame';
import { useFormStatus } from './form-status';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space('sm')};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${space('xs')};
    padding: 0;
    font-size: ${fontSize('sm')};
    font-weight: ${fontWeight('medium')};
    color: ${color('text')};
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
  width: 100%;
`;

const ItemRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('xs')};
  input {
    ${inputStyle}
  }
`;

interface ListItemProps {
  name: string;
  label: string;
  error: string | undefined;
  readOnly: boolean;
  onRemove?: () => void;
}

function ListItem({ name, label, error, readOnly, onRemove }: ListItemProps) {
  const [field] = useField<string>(name);
  const a11y = useFieldA11y(error, false);
  return (
    <Item>
      <ItemRow>
        <input {...field} value={field.value ?? ''} aria-label={label} readOnly={readOnly} {...a11y.controlProps} />
        {onRemove && <IconButton label={`Remove ${label}`} icon={<CloseIcon />} onClick={onRemove} />}
      </ItemRow>
      {error && (
        <FieldError id={a11y.errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Item>
  );
}

export interface ListFieldProps {
  /** A Formik field holding a string[]. */
  name: string;
  /** The group's legend, e.g. 'Benefits'. */
  label: string;
  /** Names each line: 'Benefit' gives 'Benefit 1', 'Benefit 2'… (default: `label`). */
  itemLabel?: string;
  /** Default '+ Add {itemLabel}'. */
  addLabel?: string;
}

/**
 * A list of text lines (a service's benefits): '+ Add Benefit' adds a line, X removes one while
 * more than one remains. In a view form the lines are read-only and neither button shows.
 *
 * @example <ListField name="benefits" label="Benefits" itemLabel="Benefit" />
 */
export function ListField({ name, label, itemLabel = label, addLabel = `+ Add ${itemLabel}` }: ListFieldProps) {
  const { values, errors, touched } = useFormikContext<Record<string, unknown>>();
  const { readOnly } = useFormStatus();
  const listError: unknown = getIn(errors, name);
  const listTouched: unknown = getIn(touched, name);
  // Formik keeps either one error for the whole list (a string) or one per line (an array).
  const groupError = listTouched && typeof listError === 'string' ? listError : undefined;
  const lineError = (index: number) => {
    const error = Array.isArray(listError) ? listError[index] : undefined;
    const wasTouched = Array.isArray(listTouched) ? listTouched[index] : listTouched;
    return wasTouched && typeof error === 'string' ? error : undefined;
  };
  const a11y = useFieldA11y(groupError, false);
  const items: unknown = getIn(values, name);
  if (!Array.isArray(items)) throw new TypeError(`ListField: the value of "${name}" must be an array of strings`);

  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <Fieldset aria-describedby={a11y.controlProps['aria-describedby']}>
          <legend>{label}</legend>
          {items.map((_, index) => (
            <ListItem
              // Lines have no identity of their own; the position is what the form knows them by.
              key={index}
              name={`${name}.${index}`}
              label={`${itemLabel} ${index + 1}`}
              error={lineError(index)}
              readOnly={readOnly}
              onRemove={items.length > 1 && !readOnly ? () => remove(index) : undefined}
            />
          ))}
          {!readOnly && (
            <Button variant="link" onClick={() => push('')}>
              {addLabel}
            </Button>
          )}
          {groupError && (
            <FieldError id={a11y.errorId} role="alert">
              {groupError}
            </FieldError>
          )}
        </Fieldset>
      )}
    </FieldArray>
  );
}
