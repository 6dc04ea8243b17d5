import { HttpError } from '../../src/errors';
import { inspectImage } from '../../src/uploads/image-inspection';
import { jpegHeader, png } from '../helpers/images';

function refusal(data: Buffer): HttpError {
  try {
    inspectImage(data);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the image was accepted');
}

it('reads the type and size of a PNG from its signature and IHDR', () => {
  expect(inspectImage(png(3, 5))).toEqual({ type: 'image/png', width: 3, height: 5 });
});

it('reads the type and size of a JPEG from its SOF0 header', () => {
  expect(inspectImage(jpegHeader(640, 480))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
});

it('finds the frame header of a progressive JPEG after other segments and fill bytes', () => {
  const base = jpegHeader(10, 20);
  const progressive = Buffer.from(base);
  progressive[base.indexOf(Buffer.from([0xff, 0xc0])) + 1] = 0xc2;
  const withExtras = Buffer.concat([
    progressive.subarray(0, 2),
    Buffer.from([0xff, 0xe1, 0x00, 0x04, 0x00, 0x00]), // an APP1 segment
    Buffer.from([0xff, 0xff]), // fill bytes: 0xff then the next marker
    progressive.subarray(3),
  ]);
  expect(inspectImage(withExtras)).toEqual({ type: 'image/jpeg', width: 10, height: 20 });
});

it('accepts exactly 4096x4096', () => {
  expect(inspectImage(jpegHeader(4096, 4096))).toMatchObject({ width: 4096, height: 4096 });
});

it.each([
  ['wider', jpegHeader(4097, 10), 'The image is 4097x10 pixels; at most 4096x4096 pixels are accepted'],
  ['taller', png(1, 5000), 'The image is 1x5000 pixels; at most 4096x4096 pixels are accepted'],
])('refuses an image %s than 4096 pixels with 400', (_, data, message) => {
  const error = refusal(data);
  expect(error.statusCode).toBe(400);
  expect(error.message).toBe(message);
});

it.each([
  ['text', Buffer.from('hello, I am not an image')],
  ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
  ['a WebP', Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1')],
  ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ['nothing', Buffer.alloc(0)],
  ['half a PNG signature', png().subarray(0, 4)],
])('refuses %s with 415', (_, data) => {
  const error = refusal(data);
  expect(error.statusCode).toBe(415);
  expect(error.message).toBe('Only JPEG and PNG images are accepted');
});

it.each([
  ['a PNG cut after its signature', png().subarray(0, 12)],
  ['a PNG with zero width', png(0, 1)],
  ['a JPEG without a frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
  ['a JPEG cut inside its frame header', jpegHeader().subarray(0, 24)],
])('refuses %s with 400 as damaged', (_, data) => {
  const error = refusal(data);
  expect(error.statusCode).toBe(400);
  expect(error.message).toBe('The image is damaged: its dimensions cannot be read');
});
