import { IMAGE_UPLOAD, type ImageType } from '@shopdesk/contracts';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { badRequest } from '../errors';
import type { UploadedImage } from './upload-form';

/** The largest image inspection lets through; the decoder refuses more, whatever the headers said. */
const MAX_PIXELS = IMAGE_UPLOAD.maxDimension * IMAGE_UPLOAD.maxDimension;
const JPEG_QUALITY = 90;

// Every upload is decoded once and never again: libvips' operation cache would only hold
// decoded pixels in memory.
sharp.cache(false);

function encoder(image: Sharp, type: ImageType): Sharp {
  return type === 'image/png' ? image.png() : image.jpeg({ quality: JPEG_QUALITY });
}

/**
 * Decodes an upload and encodes its pixels again, in the type it came in (PNG stays PNG, JPEG
 * stays JPEG). Only the pixels survive: EXIF (GPS included), comments, text chunks and whatever a
 * polyglot hides after the image's end or in its chunks are not written again. The EXIF
 * orientation is applied first, so a phone photo stays upright once its EXIF is gone. Run after
 * `inspectImage`, which refuses other types and oversized dimensions before any decoding.
 */
export async function reencodeImage(image: UploadedImage): Promise<UploadedImage> {
  let output: { data: Buffer; info: OutputInfo };
  try {
    // failOn 'error': a file a viewer would show (a stray byte, a bad ancillary CRC) is taken,
    // one that does not decode (truncated, not really an image) is refused.
    const decoded = sharp(image.data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    output = await encoder(decoded, image.type).toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest('The image is damaged: it cannot be decoded');
  }
  return { type: image.type, width: output.info.width, height: output.info.height, data: output.data };
}

/** `reencodeImage` on each file of a form (null for a file not sent). */
export async function reencodeImages<Name extends string>(
  files: Record<Name, UploadedImage | null>,
): Promise<Record<Name, UploadedImage | null>> {
  const entries = await Promise.all(
    Object.entries<UploadedImage | null>(files).map(async ([name, image]) => [name, image && (await reencodeImage(image))] as const),
  );
  return Object.fromEntries(entries) as Record<Name, UploadedImage | null>;
}
