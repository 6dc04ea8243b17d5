import { clearSession, getEmployee, setEmployee } from '@shopdesk/session';
import { configureApiClient } from './config';
import { archiveService } from './index';
import { ID, testEmployee } from './testing/fixtures';
import { failure, mockServer, ok } from './testing/mock-server';

const ME = '/api/employeeApp/protected/employees/me';

beforeEach(() => {
  clearSession();
  configureApiClient({ baseURL: '', navigate: jest.fn() });
});

it('asks who is signed in again after a 403, so the screens follow a level changed since sign-in', async () => {
  const employee = { ...testEmployee(), level: 'manager' as const };
  setEmployee(employee);
  const seen = mockServer((request) =>
    request.url === ME
      ? ok({ _id: employee._id, name: employee.name, email: employee.email, level: 'agent', isActive: true })
      : failure(403, 'Only managers and owners may change the catalogue or its stock'),
  );

  await expect(archiveService(ID, false)).rejects.toMatchObject({ status: 403 });
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(seen.map((request) => request.url)).toEqual([`/api/employeeApp/protected/services/archiveService/${ID}`, ME]);
  expect(getEmployee()).toEqual({ ...employee, level: 'agent' });
});

it('keeps the session and asks nothing on other refusals', async () => {
  const employee = testEmployee();
  setEmployee(employee);
  const seen = mockServer(() => failure(409, 'Conflict'));
  await expect(archiveService(ID, false)).rejects.toMatchObject({ status: 409 });
  expect(seen).toHaveLength(1);
  expect(getEmployee()).toEqual(employee);
});
