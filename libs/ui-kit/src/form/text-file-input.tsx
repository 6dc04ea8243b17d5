import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { FieldFrame, useFieldA11y } from './field-frame';
import { FileInput } from './file-input';

export const FILE_READ_MESSAGE = 'Could not read the file';

/** The message for a file whose name ends otherwise: 'Choose a .csv or .txt file'. */
export const fileTypeMessage = (accept: readonly string[]) => `Choose a ${accept.join(' or ')} file`;

export interface TextFileInputProps {
  label: string;
  /** The name endings taken, e.g. ['.csv', '.txt']: the picker's filter, checked again on choice. */
  accept: readonly string[];
  /** Larger files are refused before being read (a huge file never fills the page's memory). */
  maxBytes: number;
  /** The inline message for a file over `maxBytes`, e.g. 'The file is larger than 1 MB'. */
  tooLargeMessage: string;
  /** The chosen file's text, read in the browser; called only for an accepted file. */
  onText: (text: string, file: File) => void;
  disabled?: boolean;
  hint?: ReactNode;
}

/**
 * Picks a text file (`.csv`, `.txt`) and reads it in the browser. A file of another type, over
 * `maxBytes` (checked before reading) or that cannot be read is refused with an inline message;
 * when two files are chosen in quick succession, only the last one's text is handed over.
 *
 * @example
 * <TextFileInput label="Or choose a file" accept={['.csv', '.txt']} maxBytes={1024 * 1024}
 *   tooLargeMessage="The file is larger than 1 MB" onText={(text) => setFieldValue('text', text)} />
 */
export function TextFileInput({ label, accept, maxBytes, tooLargeMessage, onText, disabled, hint }: TextFileInputProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef(0);
  const a11y = useFieldA11y(refusal ?? undefined, hint !== undefined);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const pick = ++latest.current;
    if (!file) return;
    const name = file.name.toLowerCase();
    const problem = !accept.some((ending) => name.endsWith(ending.toLowerCase()))
      ? fileTypeMessage(accept)
      : file.size > maxBytes
        ? tooLargeMessage
        : null;
    setRefusal(problem);
    if (problem) {
      // Clear the picker so choosing the same wrong file again still reports it.
      event.target.value = '';
      return;
    }
    try {
      const text = await file.text();
      if (pick === latest.current) onText(text, file);
    } catch {
      if (pick === latest.current) setRefusal(FILE_READ_MESSAGE);
    }
  };

  return (
    <FieldFrame a11y={a11y} label={label} error={refusal ?? undefined} hint={hint}>
      <FileInput type="file" accept={accept.join(',')} disabled={disabled} onChange={(event) => void onPick(event)} {...a11y.controlProps} />
    </FieldFrame>
  );
}
