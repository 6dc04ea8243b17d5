import { api } from '@shopdesk/contracts';
import { deliverEmails, linkIn } from '../helpers/mailbox';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

it('takes a colleague from the invite e-mail to a signed-in session', async () => {
  const admin = await t.createEmployee({ name: 'Khalid Al Harbi' });
  const invited = await t.call(admin, api.employees.inviteEmployee, { body: { email: 'new.colleague@shopdesk.test' } });
  expect(invited.statusCode).toBe(201);

  const [mail] = await deliverEmails(t.db);
  expect(mail).toMatchObject({ to: 'new.colleague@shopdesk.test', subject: 'You are invited to Shopdesk' });
  expect(mail.text).toContain('Khalid Al Harbi invited you');
  const { link, token } = linkIn(mail, '/auth/register/');
  expect(link).toBe(`http://shopdesk.test/auth/register/${token}`);

  // The register page reads the e-mail first, then submits the form.
  const email = await t.call(null, api.auth.getEmailFromToken, { params: { token } });
  expect(email.json().data.email).toBe('new.colleague@shopdesk.test');
  const registered = await t.call(null, api.auth.register, {
    body: { token, name: 'New Colleague', email: 'new.colleague@shopdesk.test', password: 'my own passphrase', password2: 'my own passphrase' },
  });
  expect(registered.statusCode).toBe(201);

  const login = await t.call(null, api.auth.login, { body: { email: 'new.colleague@shopdesk.test', password: 'my own passphrase' } });
  expect(login.statusCode).toBe(200);
  expect(login.json().data.name).toBe('New Colleague');

  const invites = await t.call(admin, api.employees.getEmployeeInvites);
  expect(invites.json().data.documents[0]).toMatchObject({ email: 'new.colleague@shopdesk.test', status: 'accepted' });
  expect((await t.call(null, api.auth.getEmailFromToken, { params: { token } })).statusCode).toBe(404);
});
