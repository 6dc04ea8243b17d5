/**
 * The largest JSON body the API reads. Every JSON call carries a short form; files go through
 * multipart, whose limits are the upload's (`IMAGE_UPLOAD` in the contracts).
 */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A JSON call whose body may be larger than JSON_BODY_LIMIT_BYTES (a credential import's text).
 * The route reads up to `limitBytes`, runs `check` on the parsed body before its schema (so the
 * call answers its own 413 rather than a schema 400), and answers `tooLarge()` for a body over
 * the limit instead of the general message.
 */
export interface LargeBody {
  limitBytes: number;
  check: (body: unknown) => void;
  tooLarge: () => Error;
}
