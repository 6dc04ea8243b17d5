import { IMAGE_UPLOAD } from '@shopdesk/contracts';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ProgressBar } from '../components/progress-bar';
import { useObjectUrl } from '../hooks/use-object-url';
import { space } from '../theme/theme-of';
import { FieldFrame, useFieldA11y } from './field-frame';
import { FileInput } from './file-input';
import { Thumbnail } from '../components/thumbnail';

// The API's own limits (type and size), so the form refuses up front what the upload would.
const ACCEPTED_TYPES: readonly string[] = IMAGE_UPLOAD.types;

export const IMAGE_TYPE_MESSAGE = 'Only JPEG or PNG images are allowed';
const maxMegabytes = +(IMAGE_UPLOAD.maxBytes / 1024 / 1024).toFixed(1);
export const IMAGE_SIZE_MESSAGE = `The image must be ${maxMegabytes} MB or smaller`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('md')};
`;

export interface ImageInputProps {
  label: string;
  value: File | null;
  /** Called only with an accepted file. */
  onChange: (file: File | null) => void;
  /** The image already stored, shown until a new file is chosen. */
  existingUrl?: string;
  /** Upload progress 0-100; the bar shows while this is a number. */
  progress?: number;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** A view: the image alone (or 'No image'), no picker to suggest it can change. */
  readOnly?: boolean;
}

/**
 * Picks a JPEG or PNG image, previews it, and shows the upload progress. Other types and files
 * over the API's size limit (`IMAGE_UPLOAD` of the contracts) are refused with an inline message.
 *
 * @example
 * <ImageInput label="Logo" value={logo} onChange={setLogo} existingUrl={imageUrl(service.logo)} progress={percent} />
 */
export function ImageInput({
  label,
  value,
  onChange,
  existingUrl,
  progress,
  error,
  hint,
  disabled,
  readOnly = false,
}: ImageInputProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useObjectUrl(value);
  const shownError = refusal ?? error;
  const a11y = useFieldA11y(shownError, hint !== undefined);
  const src = preview ?? existingUrl;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = !ACCEPTED_TYPES.includes(file.type)
      ? IMAGE_TYPE_MESSAGE
      : file.size > IMAGE_UPLOAD.maxBytes
        ? IMAGE_SIZE_MESSAGE
        : null;
    setRefusal(problem);
    if (problem) {
      // Clear the picker so choosing the same wrong file again still reports it.
      event.target.value = '';
      return;
    }
    onChange(file);
  };

  return (
    <FieldFrame a11y={a11y} label={label} error={shownError} hint={readOnly ? undefined : hint}>
      <Row>
        {src && <Thumbnail src={src} alt={`${label} preview`} $size={72} $fit="cover" />}
        {readOnly ? (
          !src && <span>No image</span>
        ) : (
          <FileInput
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            disabled={disabled}
            onChange={onPick}
            {...a11y.controlProps}
          />
        )}
      </Row>
      {typeof progress === 'number' && <ProgressBar label={`Uploading ${label}`} value={progress} />}
    </FieldFrame>
  );
}
