/**
 * The largest JSON body the API reads. Every JSON call carries a short form; files go through
 * multipart, whose limits are the upload's (`IMAGE_UPLOAD` in the contracts).
 */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
