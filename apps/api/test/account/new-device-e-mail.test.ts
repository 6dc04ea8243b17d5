import { api } from '@shopdesk/contracts';
import { deliverEmails } from '../helpers/mailbox';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp();

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

const loginFrom = (employee: TestEmployee, userAgent: string, ip: string) =>
  t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password }, headers: { 'user-agent': userAgent }, ip });
const newSignInMails = async (employee: TestEmployee) =>
  (await deliverEmails(t.db)).filter((mail) => mail.to === employee.email && mail.subject === 'New sign-in to your Shopdesk account');

it('e-mails a sign-in from a browser and address not seen before, naming them; not again from there', async () => {
  const employee = await t.createEmployee();
  await loginFrom(employee, FIREFOX, '198.51.100.5');
  const [mail] = await newSignInMails(employee);
  expect(mail.text).toContain('signed in to from Firefox 133 on Linux at 198.51.100.5');
  expect(mail.text).toContain('/auth/forgotPassword');

  await loginFrom(employee, FIREFOX, '198.51.100.5');
  expect(await newSignInMails(employee)).toEqual([]);
  // Same browser, another address; then another browser, same address: each is new.
  await loginFrom(employee, FIREFOX, '203.0.113.8');
  await loginFrom(employee, EDGE, '198.51.100.5');
  expect((await newSignInMails(employee)).map((each) => each.text.match(/from (.*) at ([\d.]+)/)?.slice(1))).toEqual([
    ['Firefox 133 on Linux', '203.0.113.8'],
    ['Edge 131 on Windows 10', '198.51.100.5'],
  ]);
});

it("says nothing of an employee's very first sign-in: there is nothing to compare it with", async () => {
  const email = `first-${Date.now()}@shopdesk.test`;
  await t.db.query("INSERT INTO employees (name, email, password_hash, level) SELECT 'First', $1, password_hash, 'agent' FROM employees LIMIT 1", [email]);
  const res = await t.call(null, api.auth.login, { body: { email, password: 'correct horse battery' } });
  expect(res.statusCode).toBe(200);
  expect((await deliverEmails(t.db)).filter((mail) => mail.to === email)).toEqual([]);
});
