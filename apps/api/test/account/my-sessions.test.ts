import { api, type AccountSession } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import { auditRows } from '../helpers/fixtures';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp();

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** An employee signed in twice through the login call: from a Windows PC, then from an iPhone. */
async function signedInTwice(): Promise<{ employee: TestEmployee; pc: { token: string }; phone: { token: string } }> {
  const employee = await t.createEmployee();
  const login = async (userAgent: string, ip: string) => {
    const res = await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password }, headers: { 'user-agent': userAgent }, ip });
    expect(res.statusCode).toBe(200);
    return { token: res.json().data.token as string };
  };
  const pc = await login(CHROME_WINDOWS, '198.51.100.10');
  const phone = await login(SAFARI_IPHONE, '203.0.113.20');
  return { employee, pc, phone };
}

const sessionsOf = async (caller: { token: string }) => (await t.call(caller, api.account.getMySessions)).json().data as Static<typeof AccountSession>[];

it('lists the live sessions with browser, system, address and times, this one marked', async () => {
  const { pc, phone } = await signedInTwice();
  const sessions = await sessionsOf(phone);
  const [newest, older] = sessions.filter((session) => session.ip !== null);
  expect(newest).toEqual({
    _id: expect.any(String),
    browser: 'Mobile Safari 18',
    os: 'iOS 18.1',
    ip: '203.0.113.20',
    signedInAt: expect.any(String),
    lastActiveAt: expect.any(String),
    current: true,
  });
  expect(older).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10', ip: '198.51.100.10', current: false });
  // The helper's own session, opened straight in SQL, has neither address nor browser.
  expect(sessions).toHaveLength(3);
  expect((await sessionsOf(pc)).find((session) => session.current)?.ip).toBe('198.51.100.10');
});

it('signs out one session: its next request is a 401, the others go on; audited', async () => {
  const { employee, pc, phone } = await signedInTwice();
  const pcSession = (await sessionsOf(phone)).find((session) => session.ip === '198.51.100.10') as Static<typeof AccountSession>;
  const res = await t.call(phone, api.account.endMySession, { params: { id: pcSession._id } });
  expect(res.statusCode).toBe(200);
  expect((await t.call(pc, api.employees.getMe)).statusCode).toBe(401);
  expect((await t.call(phone, api.employees.getMe)).statusCode).toBe(200);
  expect((await auditRows(t.db, pcSession._id)).map((row) => [row.action, row.actor_id])).toEqual([
    ['auth.login', employee.id],
    ['session.end', employee.id],
  ]);
});

it("answers 404 for a session that is not one's own, or has ended, and ends nothing", async () => {
  const { phone } = await signedInTwice();
  const other = await signedInTwice();
  const theirs = (await sessionsOf(other.pc))[0];
  expect((await t.call(phone, api.account.endMySession, { params: { id: theirs._id } })).statusCode).toBe(404);
  expect((await t.call(other.pc, api.employees.getMe)).statusCode).toBe(200);
});

it('signs out everywhere else, keeping this session', async () => {
  const { pc, phone } = await signedInTwice();
  const res = await t.call(phone, api.account.endMyOtherSessions);
  expect(res.json()).toEqual({ data: { ended: 2 }, message: 'Signed out 2 other sessions' });
  expect((await t.call(pc, api.employees.getMe)).statusCode).toBe(401);
  expect(await sessionsOf(phone)).toEqual([expect.objectContaining({ current: true })]);
});
