import fc from 'fast-check';

/** One part of a form as written on the wire; a part with a filename is a file. */
export interface RawPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** The ways a multipart body can be broken; `none` is a well-formed one. */
export const MULTIPART_DAMAGE = [
  'none',
  'boundary-mismatch',
  'no-boundary-parameter',
  'no-closing-boundary',
  'truncated',
  'lf-line-endings',
  'no-content-disposition',
  'garbage-preamble',
  'empty-body',
  'long-boundary',
  'sent-as-json',
] as const;
export type MultipartDamage = (typeof MULTIPART_DAMAGE)[number];

export const multipartDamage: fc.Arbitrary<MultipartDamage> = fc.oneof(
  { arbitrary: fc.constant<MultipartDamage>('none'), weight: 12 },
  { arbitrary: fc.constantFrom<MultipartDamage>(...MULTIPART_DAMAGE.filter((d) => d !== 'none')), weight: 3 },
);

/** A multipart/form-data body and its content type, well-formed or damaged as asked. */
export function encodeMultipart(parts: readonly RawPart[], damage: MultipartDamage, cutAt = 0.5): { payload: Buffer; contentType: string } {
  const boundary = damage === 'long-boundary' ? `fuzz${'b'.repeat(200)}` : 'fuzz-boundary-7f3a9c';
  const eol = damage === 'lf-line-endings' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  if (damage === 'garbage-preamble') chunks.push(Buffer.from('\u0000\u00ff garbage before the first boundary\r\n'));
  parts.forEach((part, index) => {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers = [
      ...(damage === 'no-content-disposition' && index === 0 ? [] : [disposition]),
      ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []),
    ];
    chunks.push(Buffer.from(`--${boundary}${eol}${headers.join(eol)}${eol}${eol}`), Buffer.from(part.value), Buffer.from(eol));
  });
  if (damage !== 'no-closing-boundary') chunks.push(Buffer.from(`--${boundary}--${eol}`));
  let payload = Buffer.concat(chunks);
  if (damage === 'truncated') payload = payload.subarray(0, Math.floor(payload.length * cutAt));
  if (damage === 'empty-body') payload = Buffer.alloc(0);
  const contentType =
    damage === 'boundary-mismatch'
      ? 'multipart/form-data; boundary=another-boundary'
      : damage === 'no-boundary-parameter'
        ? 'multipart/form-data'
        : damage === 'sent-as-json'
          ? 'application/json'
          : `multipart/form-data; boundary=${boundary}`;
  return { payload, contentType };
}
