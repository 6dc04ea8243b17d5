import { api } from '@shopdesk/contracts';
import { png } from '../helpers/images';
import { multipart, type FieldPairs, type FilePart } from '../helpers/multipart';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

/**
 * Over a real socket: a form refused before its body is read must not leave the rest of that body
 * on the keep-alive connection, where it would be parsed as the next request (which then hangs).
 */
const t = setupTestApp();
const me = setupEmployee(t);
let address: string;
beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const MB = 1024 * 1024;
const fields: FieldPairs = [['type', 'vpn'], ['serial', '1']];
const bigImage = (mb: number) => Buffer.concat([png(), Buffer.alloc(mb * MB)]);

async function post(form: { payload: Buffer; headers: Record<string, string> }): Promise<number> {
  const res = await fetch(`${address}${api.serviceSetupGuides.createServiceSetupGuide.path}`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${me.token}` },
    body: form.payload,
    signal: AbortSignal.timeout(5000),
  });
  await res.arrayBuffer();
  return res.status;
}

it.each([
  ['an unknown field before a large file', [['bogus', 'x'], ...fields] as FieldPairs, [{ name: 'image', filename: 'a.png', data: bigImage(3) }], 400],
  ['a large file in an unexpected field', fields, [{ name: 'logo', filename: 'a.png', data: bigImage(3) }], 400],
  ['a file over 5 MB followed by another', fields, [{ name: 'image', filename: 'a.png', data: bigImage(6) }, { name: 'image', filename: 'b.png', data: bigImage(2) }], 413],
] as Array<[string, FieldPairs, FilePart[], number]>)('answers %s and then serves the next requests', async (_, formFields, files, status) => {
  expect(await post(multipart(formFields, files))).toBe(status);
  for (let i = 0; i < 3; i += 1) {
    expect(await post(multipart(fields, [{ name: 'image', filename: 'ok.png', data: png() }]))).toBe(201);
  }
});
