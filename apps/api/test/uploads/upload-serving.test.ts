import { api, UPLOADS_BASE } from '@shopdesk/contracts';
import { imageMetadata, jpegWithMetadata, withTrailer, zipTrailer } from '../helpers/hostile-images';
import { jpeg, png } from '../helpers/images';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

async function uploadGuideImage(data: Buffer, filename: string, declaredType: string): Promise<string> {
  const res = await t.call(me, api.serviceSetupGuides.createServiceSetupGuide, {
    form: { fields: [['type', 'vpn'], ['serial', '1']], files: [{ name: 'image', filename, contentType: declaredType, data }] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.image;
}

it.each([
  ['png', png(4, 4), 'image/png', 'png', 4],
  ['jpeg', jpeg(), 'image/jpeg', 'jpeg', 2],
])('serves an uploaded %s publicly with its type, nosniff and a long immutable cache', async (_, data, type, format, width) => {
  const path = await uploadGuideImage(data, 'picture', 'application/octet-stream');
  const res = await t.inject(null, { method: 'GET', url: path });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(type);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  expect(await imageMetadata(res.rawPayload)).toMatchObject({ format, width, height: width });
});

it('stores and serves the re-encoded image, never the uploaded bytes', async () => {
  const script = '<script>alert(1)</script>';
  const polyglot = withTrailer(await jpegWithMetadata(script, 'SECRET-EXIF-TEXT'), Buffer.concat([zipTrailer(), Buffer.from(script)]));
  const path = await uploadGuideImage(polyglot, 'holiday.jpg', 'image/jpeg');
  const served = (await t.inject(null, { method: 'GET', url: path })).rawPayload;
  const stored = (await t.storedFile(path)) as Buffer;
  expect(served.equals(stored)).toBe(true);
  for (const needle of [script, 'SECRET-EXIF-TEXT', 'Exif', 'PK\u0003\u0004']) expect(served.includes(needle)).toBe(false);
  expect(await imageMetadata(served)).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
});

it('types a file by its bytes, not by its name or declared type', async () => {
  const path = await uploadGuideImage(jpeg(), 'looks-like.png', 'image/png');
  expect(path).toMatch(/\.jpg$/);
  expect((await t.inject(null, { method: 'GET', url: path })).headers['content-type']).toBe('image/jpeg');
});

it.each([
  ['an unknown key', `${UPLOADS_BASE}00000000-0000-4000-8000-000000000000.png`],
  ['a key of another shape', `${UPLOADS_BASE}hello.txt`],
  ['a path escaping the folder', `${UPLOADS_BASE}..%2F..%2Fetc%2Fpasswd`],
])('answers 404 for %s', async (_, url) => {
  const res = await t.inject(null, { method: 'GET', url });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ statusCode: 404, message: 'Upload not found' });
});

it('needs no session', async () => {
  const path = await uploadGuideImage(png(), 'a.png', 'image/png');
  expect((await t.inject(null, { method: 'GET', url: path, headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(200);
});
