import { api, IMAGE_UPLOAD } from '@shopdesk/contracts';
import { jpegHeader, png } from '../helpers/images';
import type { FilePart } from '../helpers/multipart';
import { setupTestApp, setupEmployee } from '../helpers/test-app';
import { serviceForm } from '../services/service-form';

const t = setupTestApp();
const me = setupEmployee(t);

const uploaded = () => t.storedKeys();
const createGuide = (files: FilePart[]) =>
  t.call(me, api.serviceSetupGuides.createServiceSetupGuide, { form: { fields: [['type', 'vpn'], ['serial', '1']], files } });
const createService = (files: FilePart[]) =>
  t.call(me, api.services.createService, { form: { fields: serviceForm({ name: `Limits ${Math.random()}` }), files } });
const rowCount = async () =>
  (await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM services) + (SELECT count(*) FROM service_setup_guides) AS n')).rows[0].n;

/** Every refusal here must leave neither a row nor a file behind. */
async function expectRefused(send: () => Promise<{ statusCode: number; json: () => { message: string } }>, status: number, message: string) {
  const files = await uploaded();
  const rows = await rowCount();
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await uploaded()).toEqual(files);
  expect(await rowCount()).toEqual(rows);
}

beforeAll(async () => {
  // Makes the uploads folder exist, so the file listings above can compare.
  expect((await createGuide([{ name: 'image', filename: 'a.png', data: png() }])).statusCode).toBe(201);
});

it('refuses text named .png and declared image/png with 415', async () => {
  const file = { name: 'image', filename: 'evil.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') };
  await expectRefused(() => createGuide([file]), 415, 'Only JPEG and PNG images are accepted');
  await expectRefused(() => createService([{ ...file, name: 'logo' }]), 415, 'Only JPEG and PNG images are accepted');
});

it('refuses a 6 MB file with 413', async () => {
  const big = Buffer.concat([png(), Buffer.alloc(6 * 1024 * 1024, 7)]);
  await expectRefused(() => createGuide([{ name: 'image', filename: 'big.png', data: big }]), 413, 'The upload is too large (at most 5 MB)');
  await expectRefused(() => createService([{ name: 'logo', filename: 'big.png', data: big }]), 413, 'The upload is too large (at most 5 MB)');
});

it('refuses a file one byte over the limit with 413', async () => {
  const over = Buffer.concat([png(), Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - png().length)]);
  expect(over.length).toBe(IMAGE_UPLOAD.maxBytes + 1);
  await expectRefused(() => createGuide([{ name: 'image', filename: 'over.png', data: over }]), 413, 'The upload is too large (at most 5 MB)');
});

it('refuses an image the decoder cannot read with 400, after its header passed inspection', async () => {
  const headerOnly = jpegHeader(4, 4);
  await expectRefused(() => createGuide([{ name: 'image', filename: 'a.jpg', data: headerOnly }]), 400, 'The image is damaged: it cannot be decoded');
  await expectRefused(() => createService([{ name: 'logo', filename: 'a.jpg', data: headerOnly }]), 400, 'The image is damaged: it cannot be decoded');
  const cut = png(40, 40).subarray(0, 60);
  await expectRefused(() => createGuide([{ name: 'image', filename: 'cut.png', data: cut }]), 400, 'The image is damaged: it cannot be decoded');
});

it('accepts a file just under 5 MB', async () => {
  const data = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 - 200, 0)]);
  const res = await createGuide([{ name: 'image', filename: 'near.png', data }]);
  expect(res.statusCode).toBe(201);
});

it('refuses an image over 4096 pixels with 400', async () => {
  await expectRefused(
    () => createGuide([{ name: 'image', filename: 'wide.jpg', data: jpegHeader(5000, 100) }]),
    400,
    'The image is 5000x100 pixels; at most 4096x4096 pixels are accepted',
  );
  await expectRefused(
    () => createService([{ name: 'logo', filename: 'tall.png', data: png(1, 4097) }]),
    400,
    'The image is 1x4097 pixels; at most 4096x4096 pixels are accepted',
  );
});

it('refuses a second file with 413', async () => {
  const files = [
    { name: 'image', filename: 'a.png', data: png() },
    { name: 'image', filename: 'b.png', data: png() },
  ];
  await expectRefused(() => createGuide(files), 413, 'Too many fields or files in the form');
});

it('refuses a file in an unexpected field with 400', async () => {
  await expectRefused(() => createGuide([{ name: 'logo', filename: 'a.png', data: png() }]), 400, 'Invalid body: logo is not an allowed field');
});
