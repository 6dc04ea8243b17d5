import type { ReactNode } from 'react';
import { useFormikField } from './field-frame';
import { ImageInput } from './image-input';

export interface ImageFieldProps {
  /** A Formik field holding `File | null`. */
  name: string;
  label: string;
  existingUrl?: string;
  progress?: number;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * `ImageInput` bound to a Formik field.
 *
 * @example <ImageField name="image" label="Image" existingUrl={guide && imageUrl(guide.image)} progress={percent} />
 */
export function ImageField({ name, ...rest }: ImageFieldProps) {
  const { field, helpers, error } = useFormikField<File | null>(name);
  return (
    <ImageInput
      {...rest}
      value={field.value ?? null}
      error={error}
      onChange={(file) => {
        void helpers.setValue(file);
        void helpers.setTouched(true, false);
      }}
    />
  );
}
