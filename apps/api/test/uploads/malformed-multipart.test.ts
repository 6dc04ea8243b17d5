import { api } from '@shopdesk/contracts';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

// A body that is no readable form is the client's mistake: a 400 saying so, never a 500.
const t = setupTestApp();
const me = setupEmployee(t);

const part = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

it.each([
  ['no boundary parameter', 'multipart/form-data', `${part('b', 'type', 'vpn')}--b--\r\n`],
  ['a boundary the body does not use', 'multipart/form-data; boundary=other', `${part('b', 'type', 'vpn')}--b--\r\n`],
  ['no closing boundary', 'multipart/form-data; boundary=b', part('b', 'type', 'vpn')],
  ['a body cut short inside a part', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="ty'],
  ['JSON under a multipart type', 'multipart/form-data; boundary=b', '{}'],
  ['a body that ends inside a file', 'multipart/form-data; boundary=b', `${part('b', 'type', 'vpn')}--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`],
])('%s: 400 with a message', async (_name, contentType, payload) => {
  const res = await t.inject(me, {
    method: 'POST',
    url: api.serviceSetupGuides.createServiceSetupGuide.path,
    headers: { 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/multipart form is malformed/);
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_setup_guides');
  expect(rows[0].n).toBe(0);
});

// A part without Content-Disposition is skipped by the parser; a large one must still be read to
// its end (found by the hostile-input run: the request never answered).
it.each([
  ['a small part without Content-Disposition', 10],
  ['a large part without Content-Disposition', 200_000],
])('%s: answered, nothing written', async (_name, size) => {
  const res = await t.inject(me, {
    method: 'POST',
    url: api.serviceSetupGuides.createServiceSetupGuide.path,
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    payload: `--b\r\n\r\n\r\n${'a'.repeat(size)}\r\n--b--\r\n`,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toEqual(expect.any(String));
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_setup_guides');
  expect(rows[0].n).toBe(0);
});
