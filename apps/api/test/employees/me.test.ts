import { api } from '@shopdesk/contracts';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

it('answers the signed-in employee', async () => {
  const employee = await t.createEmployee({ name: 'Aisha Rahman', email: 'aisha@shopdesk.test' });
  const res = await t.call(employee, api.employees.getMe);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    data: {
      _id: employee.id,
      name: 'Aisha Rahman',
      email: 'aisha@shopdesk.test',
      level: 'owner',
      isActive: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.any(String),
    },
  });
  expect(res.json().data).not.toHaveProperty('password_hash');
});
