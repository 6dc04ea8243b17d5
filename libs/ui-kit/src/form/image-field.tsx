import type { ReactNode } from 'react';
import { useFormikField } from './field-frame';
import { useFormStatus } from './form-status';
import { ImageInput } from './image-input';

export interface ImageFieldProps {
  /** A Formik field holding `File | null`. */
  name: string;
  label: string;
  existingUrl?: string;
  /** Default: the progress of the `FormModal`'s running upload. */
  progress?: number;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * `ImageInput` bound to a Formik field. In a `FormModal` it shows the submit's upload progress;
 * in a view form it shows the image only, without a picker.
 *
 * @example <ImageField name="image" label="Image" existingUrl={guide && imageUrl(guide.image)} />
 */
export function ImageField({ name, progress, disabled, ...rest }: ImageFieldProps) {
  const { field, helpers, error } = useFormikField<File | null>(name);
  const status = useFormStatus();
  return (
    <ImageInput
      {...rest}
      progress={progress ?? status.uploadProgress}
      disabled={disabled}
      readOnly={status.readOnly}
      value={field.value ?? null}
      error={error}
      onChange={(file) => {
        void helpers.setValue(file);
        void helpers.setTouched(true, false);
      }}
    />
  );
}
