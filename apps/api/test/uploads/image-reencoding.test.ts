import sharp from 'sharp';
import { HttpError } from '../../src/errors';
import { inspectImage } from '../../src/uploads/image-inspection';
import { reencodeImage } from '../../src/uploads/image-reencoding';
import type { UploadedImage } from '../../src/uploads/upload-form';
import {
  imageMetadata, jpegWithMetadata, pngWithText, withTrailer, zeroPng, zipTrailer,
} from '../helpers/hostile-images';
import { jpeg, jpegHeader, png } from '../helpers/images';

const SCRIPT = '<script>alert(document.cookie)</script>';

const inspected = (data: Buffer): UploadedImage => ({ data, ...inspectImage(data) });
const reencoded = (data: Buffer) => reencodeImage(inspected(data));

async function refusal(data: Buffer): Promise<HttpError> {
  const error = await reencoded(data).then(() => null, (e: unknown) => e);
  if (error instanceof HttpError) return error;
  throw new Error(`expected an HttpError, got ${String(error)}`);
}

it('keeps a PNG a PNG and a JPEG a JPEG, with the same size', async () => {
  const fromPng = await reencoded(png(3, 5));
  expect(fromPng).toMatchObject({ type: 'image/png', width: 3, height: 5 });
  expect(inspectImage(fromPng.data)).toEqual({ type: 'image/png', width: 3, height: 5 });
  const fromJpeg = await reencoded(jpeg());
  expect(fromJpeg).toMatchObject({ type: 'image/jpeg', width: 2, height: 2 });
  expect(inspectImage(fromJpeg.data)).toEqual({ type: 'image/jpeg', width: 2, height: 2 });
});

it('drops a ZIP and a script appended after the end of a PNG', async () => {
  const polyglot = withTrailer(png(4, 4), Buffer.concat([zipTrailer('index.html'), Buffer.from(SCRIPT)]));
  const { data } = await reencoded(polyglot);
  expect(data.includes(SCRIPT)).toBe(false);
  expect(data.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
  expect(data.includes('index.html')).toBe(false);
});

it('drops a script hidden in a PNG text chunk', async () => {
  const { data } = await reencoded(pngWithText('Comment', SCRIPT));
  expect(data.includes(SCRIPT)).toBe(false);
  expect(data.includes('tEXt')).toBe(false);
});

it('drops the comment, the EXIF and its GPS position of a JPEG, and what follows its end', async () => {
  const source = withTrailer(await jpegWithMetadata(SCRIPT, 'SECRET-EXIF-TEXT'), SCRIPT);
  const { exif } = await imageMetadata(source);
  // The GPS position is a sub-directory of the EXIF, behind tag 0x8825.
  expect(exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
  const { data } = await reencoded(source);
  const metadata = await imageMetadata(data);
  expect(metadata.exif).toBeUndefined();
  expect(metadata.comments).toBeUndefined();
  for (const needle of [SCRIPT, 'SECRET-EXIF-TEXT', 'Exif']) expect(data.includes(needle)).toBe(false);
});

it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
  const sideways = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#000' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  const { width, height, data } = await reencoded(sideways);
  expect({ width, height }).toEqual({ width: 2, height: 4 });
  expect((await imageMetadata(data)).orientation).toBeUndefined();
});

it('decodes a 4096x4096 PNG of zeros (the largest accepted) and answers its pixels', async () => {
  const bomb = zeroPng(4096, 4096);
  expect(bomb.length).toBeLessThan(100 * 1024);
  const result = await reencoded(bomb);
  expect(result).toMatchObject({ type: 'image/png', width: 4096, height: 4096 });
});

it.each([
  ['a JPEG that is only a header (no scan data)', jpegHeader(4, 4)],
  ['a PNG cut inside its pixel data', png(40, 40).subarray(0, 60)],
  ['a PNG whose pixel data is not deflate', withTrailer(png(2, 2).subarray(0, 33), Buffer.from('0000000049444154deadbeef0000000049454e44ae426082', 'hex'))],
])('refuses %s with 400 as damaged', async (_, data) => {
  const error = await refusal(data);
  expect(error.statusCode).toBe(400);
  expect(error.message).toBe('The image is damaged: it cannot be decoded');
});
