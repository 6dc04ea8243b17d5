import { readdirSync } from 'node:fs';
import { api, buildPath, IMAGE_UPLOAD, type ImageType } from '@shopdesk/contracts';
import { Client } from 'pg';
import sharp from 'sharp';
import {
  jpegWithMetadata, NOT_IMAGES, pngDeclaring, pngWithText, withTrailer, zeroPng, zipTrailer,
} from '../test/helpers/hostile-images';
import { jpeg, jpegHeader, png } from '../test/helpers/images';
import { multipart, type FieldPairs, type FilePart } from '../test/helpers/multipart';
import { serviceForm } from '../test/services/service-form';
import { startApi, type ApiProcess } from './api-process';
import { freshDatabase, type FreshDatabase } from './database';
import { recordFinding } from './findings';

/**
 * Hostile files against the four upload calls (create and update of a service's logo and of a
 * setup guide's image), over HTTP to the real API process. A refused file gets a 4xx with a
 * message and leaves no row, no audit entry and no file; an accepted one is stored re-encoded:
 * the served bytes hold the pixels and none of the payload or metadata that came with them.
 */
const SCRIPT = '<script>alert(document.cookie)</script>';
const HTML = '<html><body><img src=x onerror=alert(1)></body></html>';
/**
 * Byte strings that must never come back from /uploads: payloads, their markers, metadata (the GPS
 * position lives in the EXIF, which the decoder's metadata must not find either). Each is long
 * enough that compressed pixels do not hold it by chance.
 */
const FORBIDDEN = ['<script', '<html', 'onerror', 'PK\u0003\u0004', 'payload.html', 'SECRET-EXIF', 'Exif', 'tEXt', 'alert('];

interface HostileFile {
  name: string;
  filename: string;
  data: Buffer;
  /** The refusal, or the type the file is stored as. */
  expected: { status: number; message: string } | { stored: ImageType };
}

interface Target {
  name: string;
  field: 'logo' | 'image';
  send(file: FilePart): Promise<Response>;
}

let server: ApiProcess;
let database: FreshDatabase;
let sql: Client;
let token: string;
let files: HostileFile[];
/** Makes each created service's name and guide's serial new. */
let created = 0;

/** The uploads stored, by key: on PostgreSQL the API keeps them in the database (STORAGE_DRIVER's default). */
const listUploads = async () => (await sql.query<{ key: string }>('SELECT key FROM stored_files ORDER BY key')).rows.map((row) => row.key);

async function send(method: 'POST' | 'PATCH', path: string, fields: FieldPairs, file: FilePart): Promise<Response> {
  const form = multipart(fields, [file]);
  return fetch(`${server.url}${path}`, {
    method,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: form.payload,
    signal: AbortSignal.timeout(30_000),
  });
}

/** Rows and files the upload calls write, and the two rows the update calls change. */
async function snapshot(serviceId: string, guideId: string) {
  const counts = await sql.query<{ services: number; guides: number; audits: number }>(
    `SELECT (SELECT count(*) FROM services)::int AS services, (SELECT count(*) FROM service_setup_guides)::int AS guides,
            (SELECT count(*) FROM audit_log)::int AS audits`,
  );
  const service = await sql.query('SELECT logo, name, updated_at FROM services WHERE id = $1', [serviceId]);
  const guide = await sql.query('SELECT image, serial, updated_at FROM service_setup_guides WHERE id = $1', [guideId]);
  return { ...counts.rows[0], service: service.rows[0], guide: guide.rows[0], files: await listUploads() };
}

const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const FORMAT: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** What is wrong with how an accepted file is served at `path`: its type, its headers, what it still holds. */
async function servedProblems(what: string, file: HostileFile, path: string): Promise<{ bytes: number; problems: string[] }> {
  const stored = (file.expected as { stored: ImageType }).stored;
  const served = await fetch(`${server.url}${path}`);
  const bytes = Buffer.from(await served.arrayBuffer());
  const problems: string[] = [];
  if (served.headers.get('content-type') !== stored) problems.push(`${what}: served as ${served.headers.get('content-type')}`);
  if (served.headers.get('x-content-type-options') !== 'nosniff') problems.push(`${what}: served without nosniff`);
  const kept = FORBIDDEN.filter((needle) => bytes.includes(needle));
  if (kept.length) problems.push(`${what}: served bytes still hold ${kept.join(', ')}`);
  if (bytes.equals(file.data)) problems.push(`${what}: served the uploaded bytes as they came`);
  const metadata = await sharp(bytes).metadata();
  if (metadata.exif || metadata.comments || metadata.xmp || metadata.iptc) problems.push(`${what}: served with metadata`);
  if (metadata.format !== FORMAT[stored]) problems.push(`${what}: served a ${metadata.format}`);
  const sent = await sharp(file.data).metadata();
  if (metadata.width !== sent.width || metadata.height !== sent.height) problems.push(`${what}: served ${metadata.width}x${metadata.height}`);
  return { bytes: bytes.length, problems };
}

async function hostileFiles(): Promise<HostileFile[]> {
  const refused = (status: number, message: string) => ({ status, message });
  const notAnImage = refused(415, 'Only JPEG and PNG images are accepted');
  const damaged = refused(400, 'The image is damaged: it cannot be decoded');
  const overLimit = Buffer.concat([png(), Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - png().length)]);
  return [
    { name: 'a PNG with a ZIP, HTML and a script after its end', filename: 'polyglot.png', data: withTrailer(png(16, 16), Buffer.concat([zipTrailer(), Buffer.from(HTML + SCRIPT)])), expected: { stored: 'image/png' } },
    { name: 'a PNG with a script in a tEXt chunk', filename: 'chunk.png', data: pngWithText('Comment', SCRIPT, png(16, 16)), expected: { stored: 'image/png' } },
    { name: 'a JPEG with a script in a COM segment, EXIF and GPS', filename: 'photo.jpg', data: withTrailer(await jpegWithMetadata(SCRIPT, 'SECRET-EXIF'), SCRIPT), expected: { stored: 'image/jpeg' } },
    { name: 'a PNG named ../../etc/passwd.png', filename: '../../etc/passwd.png', data: png(4, 4), expected: { stored: 'image/png' } },
    { name: 'a PNG named ..\\x.png', filename: '..\\x.png', data: png(4, 4), expected: { stored: 'image/png' } },
    { name: 'a JPEG with NUL in its name', filename: 'a.png\u0000.php', data: jpeg(), expected: { stored: 'image/jpeg' } },
    { name: 'a 4096x4096 PNG of zeros (a pixel bomb at the limit)', filename: 'bomb.png', data: zeroPng(4096, 4096), expected: { stored: 'image/png' } },
    { name: 'a PNG declaring 65535x65535', filename: 'huge.png', data: pngDeclaring(65535, 65535), expected: refused(400, 'The image is 65535x65535 pixels; at most 4096x4096 pixels are accepted') },
    { name: 'a GIF', filename: 'a.gif', data: NOT_IMAGES.gif, expected: notAnImage },
    { name: 'a PDF named .png', filename: 'a.png', data: NOT_IMAGES.pdf, expected: notAnImage },
    { name: 'an HTML file named .png', filename: 'index.png', data: NOT_IMAGES.html, expected: notAnImage },
    { name: 'an SVG with a script', filename: 'logo.svg', data: NOT_IMAGES.svg, expected: notAnImage },
    { name: '0 bytes', filename: 'empty.png', data: Buffer.alloc(0), expected: notAnImage },
    { name: `5 MB + 1 byte (${IMAGE_UPLOAD.maxBytes + 1} bytes)`, filename: 'big.png', data: overLimit, expected: refused(413, 'The upload is too large (at most 5 MB)') },
    { name: 'a JPEG header without pixels', filename: 'header.jpg', data: jpegHeader(64, 64), expected: damaged },
    { name: 'a PNG cut inside its pixels', filename: 'cut.png', data: png(64, 64).subarray(0, 70), expected: damaged },
  ];
}

beforeAll(async () => {
  database = await freshDatabase();
  server = await startApi({ databaseUrl: database.url });
  sql = new Client({ connectionString: database.url });
  await sql.connect();
  token = await server.signIn();
  files = await hostileFiles();
}, 120_000);

afterAll(async () => {
  await sql?.end();
  await server?.stop();
  await database?.drop();
});

it('refuses every hostile file without a trace and serves every accepted one re-encoded', async () => {
  const serviceName = 'Uploads Target';
  const service = await send('POST', api.services.createService.path, serviceForm({ name: serviceName }), { name: 'logo', filename: 'a.png', data: png() });
  const guide = await send('POST', api.serviceSetupGuides.createServiceSetupGuide.path, [['type', 'vpn'], ['serial', '1']], { name: 'image', filename: 'a.png', data: png() });
  expect([service.status, guide.status]).toEqual([201, 201]);
  const serviceId: string = ((await service.json()) as { data: { _id: string } }).data._id;
  const guideId: string = ((await guide.json()) as { data: { _id: string } }).data._id;

  const targets: Target[] = [
    { name: 'createService', field: 'logo', send: (file) => send('POST', api.services.createService.path, serviceForm({ name: `Upload ${(created += 1)}` }), file) },
    { name: 'updateService', field: 'logo', send: (file) => send('PATCH', buildPath(api.services.updateService.path, { id: serviceId }), serviceForm({ name: serviceName }), file) },
    { name: 'createServiceSetupGuide', field: 'image', send: (file) => send('POST', api.serviceSetupGuides.createServiceSetupGuide.path, [['type', 'vpn'], ['serial', String((created += 1))]], file) },
    { name: 'updateServiceSetupGuide', field: 'image', send: (file) => send('PATCH', buildPath(api.serviceSetupGuides.updateServiceSetupGuide.path, { id: guideId }), [['type', 'vpn'], ['serial', '1']], file) },
  ];

  const refusedByStatus = new Map<number, number>();
  let accepted = 0;
  let servedBytes = 0;
  let bombMs = 0;
  const problems: string[] = [];
  for (const file of files) {
    for (const target of targets) {
      const what = `${file.name} to ${target.name}`;
      const before = await snapshot(serviceId, guideId);
      const started = Date.now();
      const res = await target.send({ name: target.field, filename: file.filename, contentType: 'image/png', data: file.data });
      const elapsed = Date.now() - started;
      const body = (await res.json()) as { message?: string; data?: Record<string, string> };
      const after = await snapshot(serviceId, guideId);

      if ('status' in file.expected) {
        if (res.status !== file.expected.status || body.message !== file.expected.message) {
          problems.push(`${what}: ${res.status} ${body.message}`);
        }
        if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${what}: refused but rows or files changed`);
        refusedByStatus.set(res.status, (refusedByStatus.get(res.status) ?? 0) + 1);
        continue;
      }

      if (res.status >= 300) {
        problems.push(`${what}: ${res.status} ${body.message}`);
        continue;
      }
      accepted += 1;
      if (file.filename === 'bomb.png') bombMs = Math.max(bombMs, elapsed);
      const path = body.data?.[target.field] ?? '';
      const key = path.replace(/^\/uploads\//, '');
      const extension = EXTENSION[file.expected.stored];
      if (!new RegExp(`^[0-9a-f-]{36}\\.${extension}$`).test(key)) problems.push(`${what}: stored as ${path}`);
      const added = after.files.filter((name) => !before.files.includes(name));
      if (added.length !== 1 || added[0] !== key) problems.push(`${what}: files added ${JSON.stringify(added)}`);

      const served = await servedProblems(what, file, path);
      servedBytes += served.bytes;
      problems.push(...served.problems);
    }
  }
  expect(problems).toEqual([]);
  // Nothing was written outside the uploads folder, whatever the file names said.
  expect(readdirSync(server.dataDir).sort()).toEqual(expect.not.arrayContaining(['etc', 'x.png', 'passwd.png']));
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

  const refusedFiles = files.filter((f) => 'status' in f.expected);
  const refusedCount = [...refusedByStatus.values()].reduce((a, b) => a + b, 0);
  expect(refusedCount).toBe(refusedFiles.length * targets.length);
  expect(accepted).toBe((files.length - refusedFiles.length) * targets.length);

  const byStatus = [...refusedByStatus.entries()].sort().map(([status, n]) => `${n} × ${status}`).join(', ');
  recordFinding(
    'uploads',
    `${files.length} hostile files × the 4 upload calls (create/update of a service logo and a setup-guide image) over HTTP: ` +
      `${refusedFiles.map((f) => f.name).join('; ')}`,
    `${refusedCount} refused (${byStatus}), each with its message; 0 rows, 0 audit entries and 0 files written by any of them.`,
  );
  recordFinding(
    'uploads',
    `${files.length - refusedFiles.length} files accepted × 4 calls: ${files.filter((f) => !('status' in f.expected)).map((f) => f.name).join('; ')}`,
    `${accepted} stored re-encoded under server-made names (none outside the uploads folder) and served with nosniff and the detected type; ` +
      `${Math.round(servedBytes / 1024)} KB served, 0 payload or metadata bytes left (searched for ${FORBIDDEN.length} markers; no EXIF, comment, XMP or IPTC); ` +
      `the 4096x4096 zero PNG (${Math.round((files.find((f) => f.filename === 'bomb.png')?.data.length ?? 0) / 1024)} KB) answered in at most ${bombMs} ms.`,
  );
});

it('decodes pixel bombs sent at once without failing the API', async () => {
  const BOMBS = 8;
  const bomb = zeroPng(4096, 4096);
  const started = Date.now();
  const uploads = Array.from({ length: BOMBS }, (_, i) =>
    send('POST', api.serviceSetupGuides.createServiceSetupGuide.path, [['type', 'vpn'], ['serial', String(900 + i)]], { name: 'image', filename: 'bomb.png', data: bomb }),
  );
  const healthStarted = Date.now();
  const health = await fetch(`${server.url}/api/health`);
  const healthMs = Date.now() - healthStarted;
  const statuses = await Promise.all(uploads.map(async (res) => (await res).status));
  const elapsed = Date.now() - started;
  expect(health.status).toBe(200);
  expect(statuses).toEqual(Array(BOMBS).fill(201));
  expect(server.running()).toBe(true);
  recordFinding(
    'uploads',
    `${BOMBS} pixel bombs at once: PNGs of ${Math.round(bomb.length / 1024)} KB declaring 4096x4096 (50 MB of pixels each)`,
    `all ${BOMBS} decoded, re-encoded and stored (201) in ${elapsed} ms in total; the health check sent meanwhile answered 200 in ${healthMs} ms.`,
  );
});
