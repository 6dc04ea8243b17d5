import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { PNG_SIGNATURE, pngChunk } from '../../src/seed/png';
import { png } from './images';

/**
 * The hostile images the upload tests send: polyglots, metadata to strip, pixel bombs, files of other types.
 */

const IEND_LENGTH = 12;

/** `image` with `chunk` inserted just before its IEND chunk. */
export function pngWithChunk(image: Buffer, chunk: Buffer): Buffer {
  const end = image.length - IEND_LENGTH;
  return Buffer.concat([image.subarray(0, end), chunk, image.subarray(end)]);
}

/** A PNG with a tEXt comment: `keyword`, NUL, `text`. */
export function pngWithText(keyword: string, text: string, image = png(4, 4)): Buffer {
  return pngWithChunk(image, pngChunk('tEXt', Buffer.from(`${keyword}\u0000${text}`, 'latin1')));
}

/** A polyglot: the image, then another file after its end (a ZIP, HTML, a script). */
export function withTrailer(image: Buffer, trailer: string | Buffer): Buffer {
  return Buffer.concat([image, typeof trailer === 'string' ? Buffer.from(trailer, 'latin1') : trailer]);
}

/** A ZIP archive's local file header and a file name: enough for `unzip -l` to see one. */
export function zipTrailer(fileName = 'payload.html'): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(fileName.length, 26);
  return Buffer.concat([header, Buffer.from(fileName, 'latin1')]);
}

/**
 * A black RGB PNG declaring `width` x `height` whose pixel data really is there, as zeros: a few
 * kilobytes that decode to width * height * 3 bytes. Keep it to what a test can deflate (4096x4096
 * is 50 MB of zeros before compression).
 */
export function zeroPng(width: number, height: number): Buffer {
  return pngDeclaring(width, height, deflateSync(Buffer.alloc((1 + width * 3) * height), { level: 9 }));
}

/** A PNG whose IHDR declares `width` x `height` and whose IDAT holds `idat` (a few rows at most). */
export function pngDeclaring(width: number, height: number, idat = deflateSync(Buffer.alloc(1 + width * 3))): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG segment: its marker, its length, its data. */
function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * A real JPEG carrying EXIF (a copyright of `exifText` and a GPS position) and a COM segment
 * holding `comment`: what re-encoding must not keep.
 */
export async function jpegWithMetadata(comment: string, exifText: string, width = 8, height = 8): Promise<Buffer> {
  const image = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Copyright: exifText, ImageDescription: exifText },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4031/100' },
      },
    })
    .toBuffer();
  return Buffer.concat([image.subarray(0, 2), jpegSegment(0xfe, Buffer.from(comment, 'latin1')), image.subarray(2)]);
}

export const NOT_IMAGES = {
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  html: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
} as const;

/** What a decoder reads from `data`: its format, size and any metadata left in it. */
export function imageMetadata(data: Buffer) {
  return sharp(data).metadata();
}
