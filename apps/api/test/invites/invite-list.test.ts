import { api } from '@shopdesk/contracts';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const admin = setupEmployee(t, { name: 'Noura Al Shamsi' });

type State = 'pending' | 'accepted' | 'expired' | 'revoked';

/** Invites straight in SQL, `minutesAgo` apart, so the order is certain; `invitedBy` null for a sender that is gone. */
async function insertInvite(email: string, minutesAgo: number, state: State = 'pending', invitedBy: string | null = admin.id) {
  await t.db.query(
    `INSERT INTO employee_invites (email, token_hash, invited_by, expires_at, used_at, revoked_at, created_at, updated_at)
     VALUES ($1, sha256(convert_to($1, 'UTF8')), $2,
             now() + CASE WHEN $3 = 'expired' THEN interval '-1 hour' ELSE interval '72 hours' END,
             CASE WHEN $3 = 'accepted' THEN now() END,
             CASE WHEN $3 = 'revoked' THEN now() END,
             now() - make_interval(mins => $4), now() - make_interval(mins => $4))`,
    [email, invitedBy, state, minutesAgo],
  );
}

beforeAll(async () => {
  for (let i = 1; i <= 12; i++) await insertInvite(`colleague${i}@shopdesk.test`, 100 - i);
  await insertInvite('joined@shopdesk.test', 50, 'accepted');
  await insertInvite('late@sales.example', 40, 'expired');
});

const list = (query: Record<string, string> = {}) => t.call(admin, api.employees.getEmployeeInvites, { query });

it('pages 10 invites a page by default, newest first, with the true total', async () => {
  const res = await list();
  expect(res.statusCode).toBe(200);
  const { documents, totalItems, totalPages } = res.json().data;
  expect({ totalItems, totalPages }).toEqual({ totalItems: 14, totalPages: 2 });
  expect(documents).toHaveLength(10);
  expect(documents.slice(0, 3).map((d: { email: string }) => d.email)).toEqual([
    'late@sales.example',
    'joined@shopdesk.test',
    'colleague12@shopdesk.test',
  ]);
  const second = (await list({ currentPage: '2' })).json().data;
  expect(second.documents.map((d: { email: string }) => d.email)).toEqual([
    'colleague4@shopdesk.test',
    'colleague3@shopdesk.test',
    'colleague2@shopdesk.test',
    'colleague1@shopdesk.test',
  ]);
});

it('derives each status from used, revoked and expiry times, and names who invited', async () => {
  const { documents } = (await list({ limit: '3' })).json().data;
  expect(documents.map((d: { email: string; status: string }) => [d.email, d.status])).toEqual([
    ['late@sales.example', 'expired'],
    ['joined@shopdesk.test', 'accepted'],
    ['colleague12@shopdesk.test', 'pending'],
  ]);
  expect(documents[0]).toEqual({
    _id: expect.any(String),
    email: 'late@sales.example',
    level: 'agent',
    status: 'expired',
    invitedBy: { _id: admin.id, name: 'Noura Al Shamsi' },
    expiresAt: expect.any(String),
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  expect(Date.parse(documents[0].expiresAt)).toBeLessThan(Date.now());
});

describe('with a revoked invite and one whose sender is gone', () => {
  beforeAll(async () => {
    await insertInvite('withdrawn@shopdesk.test', 30, 'revoked');
    await insertInvite('orphan@shopdesk.test', 20, 'pending', null);
  });
  afterAll(() => t.db.query("DELETE FROM employee_invites WHERE email IN ('withdrawn@shopdesk.test', 'orphan@shopdesk.test')"));

  it('answers revoked for a withdrawn invite and null for a sender that is gone', async () => {
    const { documents } = (await list({ limit: '2' })).json().data;
    expect(documents).toEqual([
      expect.objectContaining({ email: 'orphan@shopdesk.test', status: 'pending', invitedBy: null }),
      expect.objectContaining({ email: 'withdrawn@shopdesk.test', status: 'revoked' }),
    ]);
  });

  it.each([
    ['pending', 13],
    ['accepted', 1],
    ['expired', 1],
    ['revoked', 1],
  ])('filters by status %s (the dashboard counts open invites this way)', async (status, count) => {
    const page = (await list({ filters: JSON.stringify({ status }), limit: '20' })).json().data;
    expect(page.totalItems).toBe(count);
    expect(page.documents.every((d: { status: string }) => d.status === status)).toBe(true);
  });
});

it('searches the e-mail', async () => {
  const res = (await list({ search: 'SALES' })).json().data;
  expect(res).toEqual({ documents: [expect.objectContaining({ email: 'late@sales.example' })], totalItems: 1, totalPages: 1 });
  expect((await list({ search: 'colleague1' })).json().data.totalItems).toBe(4);
});

it.each([
  ['an unknown filter key', { filters: '{"isActive":true}' }],
  ['an unknown status', { filters: '{"status":"open"}' }],
  ['filters that are not JSON', { filters: 'status=pending' }],
  ['a limit over 100', { limit: '1000' }],
  ['a limit of 0', { limit: '0' }],
  ['a page below 1', { currentPage: '-1' }],
  ['an unknown query field', { status: 'pending' }],
])('refuses %s with a 400', async (_, query) => {
  const res = await list(query);
  expect(res.statusCode).toBe(400);
});
