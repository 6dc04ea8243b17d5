import { IMAGE_UPLOAD, type ImageType } from '@shopdesk/contracts';
import { badRequest, unsupportedMediaType } from '../errors';

const MAX_SIDE = IMAGE_UPLOAD.maxDimension;

export interface InspectedImage {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which the PNG format requires to come first. */
function pngSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the JPEG marker segments up to the first start-of-frame header. */
function jpegSize(data: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = data.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > data.length) return null;
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * Decides what an upload is from its bytes, never from its name or declared type: PNG or JPEG
 * only (415 otherwise), with readable dimensions of at most `IMAGE_UPLOAD.maxDimension` pixels a side (400 otherwise).
 */
export function inspectImage(data: Buffer): InspectedImage {
  let type: ImageType;
  let size: { width: number; height: number } | null;
  if (data.length >= PNG_SIGNATURE.length && data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    type = 'image/png';
    size = pngSize(data);
  } else if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    type = 'image/jpeg';
    size = jpegSize(data);
  } else {
    throw unsupportedMediaType('Only JPEG and PNG images are accepted');
  }
  if (!size || size.width === 0 || size.height === 0) {
    throw badRequest('The image is damaged: its dimensions cannot be read');
  }
  if (size.width > MAX_SIDE || size.height > MAX_SIDE) {
    throw badRequest(
      `The image is ${size.width}x${size.height} pixels; at most ${MAX_SIDE}x${MAX_SIDE} pixels are accepted`,
    );
  }
  return { type, ...size };
}
