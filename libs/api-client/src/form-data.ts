type FieldValue = string | number | boolean | null | undefined | readonly string[];

/**
 * Multipart body of an upload call: numbers and booleans as text, arrays as repeated `name[]`
 * (blank lines dropped), empty values left out, and each file that is given.
 */
export function toFormData(
  fields: Readonly<Record<string, FieldValue>>,
  files: Readonly<Record<string, Blob | null | undefined>> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      for (const line of value) if (line.trim() !== '') form.append(`${name}[]`, line);
    } else if (value !== null && value !== undefined && value !== '') {
      if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`${name} must be a number, got ${value}`);
      form.append(name, String(value));
    }
  }
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
  return form;
}
