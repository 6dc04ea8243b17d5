import type { Multipart } from '@fastify/multipart';
import type { CallDef } from '@shopdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors';
import { inspectImage, type InspectedImage } from './image-inspection';

export interface UploadedImage extends InspectedImage {
  data: Buffer;
}

export interface UploadForm {
  /**
   * The text fields, trimmed. Blank single-value fields are left out (the form sends every
   * field, empty when unused); list fields (`name[]` or `name` repeated) keep every entry in order.
   */
  fields: Record<string, string | string[]>;
  /** Each of the call's file fields, checked by its bytes (not yet re-encoded); null when none was sent. */
  files: Record<string, UploadedImage | null>;
}

type FieldKind = 'single' | 'list';

/** Which text fields the call's body schema accepts, and which of them are lists. */
function fieldKinds(call: CallDef): Map<string, FieldKind> {
  const properties = (call.body as { properties?: Record<string, { type?: string }> } | undefined)?.properties ?? {};
  return new Map(Object.entries(properties).map(([name, schema]) => [name, schema.type === 'array' ? 'list' : 'single']));
}

/**
 * The parser's own failures (no boundary, a body ending before its closing boundary) are plain
 * errors: they mean the client sent no readable form. Its limits (413) and our refusals keep theirs.
 */
function asFormError(error: unknown): unknown {
  if (error instanceof HttpError || typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number') return error;
  return badRequest('Invalid body: the multipart form is malformed (no boundary, or it ends before its closing boundary)');
}

const notAllowed = (name: string) => badRequest(`Invalid body: ${name} is not an allowed field`, [{ path: name, message: 'is not an allowed field' }]);

/** Collects the parts of one form; `take` throws the refusal of a part it will not accept. */
class FormCollector {
  readonly fields: Record<string, string | string[]> = {};
  readonly files = new Map<string, Buffer>();
  private readonly seen = new Set<string>();

  constructor(
    private readonly kinds: Map<string, FieldKind>,
    private readonly fileFields: readonly string[],
  ) {}

  async take(part: Multipart): Promise<void> {
    if (part.type === 'file') {
      if (!this.fileFields.includes(part.fieldname)) throw notAllowed(part.fieldname);
      const data = await part.toBuffer();
      // A form whose file input was left empty still sends the part, with no name and no bytes.
      if (data.length > 0 || part.filename !== '') this.files.set(part.fieldname, data);
      return;
    }
    if (this.fileFields.includes(part.fieldname)) throw badRequest(`Invalid body: ${part.fieldname} must be a file`);
    const listName = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : null;
    const name = listName !== null && this.kinds.get(listName) === 'list' ? listName : part.fieldname;
    const kind = this.kinds.get(name);
    if (!kind) throw notAllowed(part.fieldname);
    if (typeof part.value !== 'string') throw badRequest(`Invalid body: ${name} must be text`);
    if (part.valueTruncated) throw badRequest(`Invalid body: ${name} is too long`);
    const value = part.value.trim();
    if (kind === 'list') {
      const list = (this.fields[name] ??= []) as string[];
      list.push(value);
      return;
    }
    if (this.seen.has(name)) throw badRequest(`Invalid body: ${name} was sent more than once`);
    this.seen.add(name);
    if (value !== '') this.fields[name] = value;
  }
}

/**
 * Reads a multipart request of `call`: its text fields and its files, held in memory. The parser
 * caps a file at `IMAGE_UPLOAD.maxBytes` while it streams (413); unknown fields and files are 400s.
 * The route layer then validates the fields against the call's body schema (http/request-body).
 */
export async function readUploadForm(req: FastifyRequest, call: CallDef): Promise<UploadForm> {
  const fileFields = call.files ?? [];
  const form = new FormCollector(fieldKinds(call), fileFields);
  // A refused form is still read to its end, its files discarded: answering while the client is
  // still uploading would leave the rest of the body on a keep-alive connection, read as the next request.
  let refusal: unknown = null;
  try {
    for await (const part of req.parts()) {
      if (refusal === null) {
        try {
          await form.take(part);
          continue;
        } catch (error) {
          refusal = asFormError(error);
        }
      }
      if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    throw refusal ?? asFormError(error);
  }
  if (refusal !== null) throw refusal;
  const files = Object.fromEntries(
    fileFields.map((name) => {
      const data = form.files.get(name);
      return [name, data ? { data, ...inspectImage(data) } : null];
    }),
  );
  return { fields: form.fields, files };
}
