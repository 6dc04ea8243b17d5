import { randomBytes } from 'node:crypto';

export interface FilePart {
  name: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** Text fields as [name, value] pairs, in order: repeat a name for a list (`benefits[]`). */
export type FieldPairs = Array<[string, string]>;

/** A multipart/form-data body for `inject()`: `{ payload, headers }` to spread into its options. */
export function multipart(fields: FieldPairs, files: FilePart[] = []) {
  const boundary = `----shopdesk-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
