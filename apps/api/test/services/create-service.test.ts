import { api } from '@shopdesk/contracts';
import { NOT_SINGLE_LINE } from '../helpers/expected';
import { auditRows } from '../helpers/fixtures';
import { imageMetadata } from '../helpers/hostile-images';
import { jpeg, png } from '../helpers/images';
import type { FilePart } from '../helpers/multipart';
import { setupTestApp, setupEmployee } from '../helpers/test-app';
import { serviceForm } from './service-form';

const t = setupTestApp();
const me = setupEmployee(t);

const create = (fields: Array<[string, string]>, files: FilePart[] = []) =>
  t.call(me, api.services.createService, { form: { fields, files } });
const serviceCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM services')).rows[0].n;
const uploadedFiles = () => t.storedKeys();
let n = 0;
/** A fresh name per test, so slugs never collide by accident. */
const uniqueName = () => `Service ${++n}`;

it('creates a service from the form, deriving the slug and storing the price in cents', async () => {
  const res = await create(serviceForm({ name: 'My  Fast VPN!', price: '19.99' }));
  expect(res.statusCode).toBe(201);
  const service = res.json().data;
  expect(service).toMatchObject({
    name: 'My  Fast VPN!',
    type: 'vpn',
    country: 'uae',
    shortDescription: 'A quick one',
    price: 19.99,
    linkOrApk: 'link',
    link: 'https://example.com/fast',
    serial: 3,
    slug: 'my-fast-vpn',
    benefits: ['No logs', 'Unlimited'],
    isActive: true,
    logo: null,
  });
  const { rows } = await t.db.query('SELECT price_cents FROM services WHERE id = $1', [service._id]);
  expect(rows[0]).toEqual({ price_cents: 1999 });
  expect(await auditRows(t.db, service._id)).toEqual([
    expect.objectContaining({ actor_id: me.id, action: 'service.create', entity: 'service', after: expect.objectContaining({ slug: 'my-fast-vpn' }) }),
  ]);
});

it('ignores a slug sent by the client', async () => {
  const res = await create([...serviceForm({ name: 'Ignored Slug' }), ['slug', 'something-else']]);
  expect(res.statusCode).toBe(201);
  expect(res.json().data.slug).toBe('ignored-slug');
});

it('accepts benefits as a repeated `benefits` field and keeps their order', async () => {
  const res = await create(serviceForm({ name: uniqueName(), 'benefits[]': null, benefits: ['One', 'Two', 'Three'] }));
  expect(res.statusCode).toBe(201);
  expect(res.json().data.benefits).toEqual(['One', 'Two', 'Three']);
});

it('drops benefit lines left empty after the first', async () => {
  const res = await create(serviceForm({ name: uniqueName(), 'benefits[]': ['One', '', 'Two', ' '] }));
  expect(res.json().data.benefits).toEqual(['One', 'Two']);
});

it('takes a name and benefits in any script, with accents and emoji', async () => {
  const name = `Café Ünïcode 😀 مرحبا ${uniqueName()}`;
  const res = await create(serviceForm({ name, 'benefits[]': ['سريع 🚀', '👩\u200D💻 support'] }));
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({ name, benefits: ['سريع 🚀', '👩\u200D💻 support'] });
});

it('stores a dollar card without country and an apk service without link', async () => {
  const res = await create(
    serviceForm({ name: uniqueName(), type: 'dollar-card', country: '', linkOrApk: 'apk', link: 'https://example.com/ignored', shortDescription: '' }),
  );
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({ type: 'dollar-card', country: null, linkOrApk: 'apk', link: null, shortDescription: '' });
});

it('creates a vpn without a country', async () => {
  const res = await create(serviceForm({ name: uniqueName(), country: null }));
  expect(res.statusCode).toBe(201);
  expect(res.json().data.country).toBeNull();
});

it.each([
  ['a png', png(), 'image/png', 'png'],
  ['a jpeg', jpeg(), 'image/jpeg', 'jpg'],
])('stores %s logo and answers its uploads path', async (_, data, type, extension) => {
  const res = await create(serviceForm({ name: uniqueName() }), [{ name: 'logo', filename: `logo.${extension}`, contentType: type, data }]);
  expect(res.statusCode).toBe(201);
  const logo: string = res.json().data.logo;
  expect(logo).toMatch(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${extension}$`));
  const served = await t.inject(null, { method: 'GET', url: logo });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe(type);
  // Stored re-encoded: the same kind of image, the same size, not the same bytes.
  expect(await imageMetadata(served.rawPayload)).toMatchObject({ format: extension === 'jpg' ? 'jpeg' : 'png', width: 2, height: 2 });
});

it('treats an empty file input as no logo', async () => {
  const res = await create(serviceForm({ name: uniqueName() }), [{ name: 'logo', filename: '', data: Buffer.alloc(0) }]);
  expect(res.statusCode).toBe(201);
  expect(res.json().data.logo).toBeNull();
});

describe('conflicts', () => {
  it('answers 409 at the slug field for a slug already taken in the same type, and keeps no uploaded file', async () => {
    expect((await create(serviceForm({ name: 'Taken Name' }))).statusCode).toBe(201);
    const files = await uploadedFiles();
    const res = await create(serviceForm({ name: 'taken   name' }), [{ name: 'logo', filename: 'a.png', data: png() }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'A service with this slug already exists',
      details: [{ path: 'slug', message: 'A service with this slug already exists' }],
    });
    expect(await uploadedFiles()).toEqual(files);
  });

  it('allows the same slug in the other type', async () => {
    const res = await create(serviceForm({ name: 'Taken Name', type: 'dollar-card', country: null }));
    expect(res.statusCode).toBe(201);
  });
});

describe('validation', () => {
  it.each([
    ['no name', { name: null }, 'Invalid body: name is required'],
    ['a blank name', { name: '   ' }, 'Invalid body: name is required'],
    ['a name without letters or digits', { name: '!!!' }, 'Name must contain a letter or a digit'],
    ['no price', { price: null }, 'Invalid body: price is required'],
    ['an empty price', { price: '' }, 'Invalid body: price is required'],
    ['a price that is not a number', { price: 'ten' }, 'Invalid body: price must be number'],
    ['a negative price', { price: '-1' }, 'Invalid body: price must be >= 0'],
    ['a price with fractions of a cent', { price: '1.005' }, 'Invalid body: price must be multiple of 0.01'],
    ['no serial', { serial: null }, 'Invalid body: serial is required'],
    ['a serial that is not a whole number', { serial: '1.5' }, 'Invalid body: serial must be integer'],
    ['an unknown type', { type: 'gift-card' }, 'Invalid body: type must be one of "vpn", "dollar-card"'],
    ['an unknown country', { country: 'usa' }, 'Invalid body: country must be one of "uae", "ksa"'],
    ['a country on a dollar card', { type: 'dollar-card', country: 'ksa' }, 'Country is only for VPN services'],
    ['no link for a link service', { link: null }, 'Link is required'],
    ['an empty link for a link service', { link: '' }, 'Link is required'],
    ['a link that is not a URL', { link: 'not a url' }, 'Invalid body: link must match format "uri"'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'Link must start with http:// or https://'],
    ['no linkOrApk', { linkOrApk: null }, 'Invalid body: linkOrApk is required'],
    ['no benefits', { 'benefits[]': null }, 'Invalid body: benefits is required'],
    ['a blank first benefit', { 'benefits[]': ['', 'Second'] }, 'Benefit is required'],
    ['an unknown field', { color: 'red' }, 'Invalid body: color is not an allowed field'],
    ['a name sent twice', { name: ['A', 'B'] }, 'Invalid body: name was sent more than once'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'Invalid body: name must NOT have more than 100 characters'],
    ['a line break in the name', { name: 'Fast\nVPN' }, `Invalid body: name ${NOT_SINGLE_LINE}`],
    ['a right-to-left override in the name', { name: 'Fast\u202EVPN' }, `Invalid body: name ${NOT_SINGLE_LINE}`],
    ['a line break in a benefit', { 'benefits[]': ['No logs', 'Fast\r\nsetup'] }, `Invalid body: benefits.1 ${NOT_SINGLE_LINE}`],
  ])('refuses %s and writes nothing', async (_, overrides, message) => {
    const before = await serviceCount();
    const res = await create(serviceForm({ name: uniqueName(), ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(await serviceCount()).toBe(before);
  });

  it('refuses a file in a field other than logo', async () => {
    const res = await create(serviceForm({ name: uniqueName() }), [{ name: 'image', filename: 'a.png', data: png() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid body: image is not an allowed field');
  });

  it('refuses logo sent as text', async () => {
    const res = await create([...serviceForm({ name: uniqueName() }), ['logo', 'https://example.com/a.png']]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid body: logo must be a file');
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.call(me, api.services.createService, { body: { name: 'x' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Expected multipart/form-data');
  });
});
