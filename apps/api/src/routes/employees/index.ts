import { api, EXPORT_COLUMNS } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_LIST, findEmployee } from '../../repositories/employees';
import { notFound } from '../../errors';
import { defineExportRoute } from '../define-export-route';
import { defineListRoute } from '../define-list-route';
import { yesNo } from '../../lib/export-cells';
import { defineBulkRoute } from '../define-bulk-route';
import { defineRoute } from '../define-route';
import { setEmployeeActive } from './archive-employee';
import { changeEmployeeLevel } from './change-level';
import { endAllEmployeeSessions, endEmployeeSession, employeeSessions } from './employee-sessions';
import { toEmployee } from './employee-row';
import { employeeSecurity, resetEmployeeSecondFactor } from './employee-security';

export async function employeeRoutes(app: FastifyInstance) {
  defineRoute(app, api.employees.getMe, async ({ employee }) => {
    const row = await findEmployee(app.db, employee.id);
    if (!row) throw notFound('Employee');
    return { data: toEmployee(row) };
  });

  defineListRoute(app, api.employees.getAllEmployeesWithQuery, { ...EMPLOYEE_LIST, toDocument: toEmployee });
  defineExportRoute(app, api.employees.exportEmployees, {
    ...EMPLOYEE_LIST,
    toDocument: toEmployee,
    fileName: 'employees',
    entity: 'employee',
    header: EXPORT_COLUMNS.employees,
    cells: (e) => [e._id, e.name, e.email, e.level, yesNo(e.isActive), e.createdAt],
  });

  defineRoute(app, api.employees.archiveEmployee, async ({ params, body, actor }) => ({
    data: await setEmployeeActive(app.db, params.id, body.isActive, actor),
  }));

  defineBulkRoute(app, api.employees.bulkArchiveEmployees, {
    rows: { ...EMPLOYEE_LIST, listCall: api.employees.getAllEmployeesWithQuery, idColumn: 'id' },
    each: async (id, { body, actor }) => {
      await setEmployeeActive(app.db, id, body.isActive, actor);
    },
  });

  defineRoute(app, api.employees.changeEmployeeLevel, async ({ params, body, actor }) => ({
    data: await changeEmployeeLevel(app.db, params.id, body.level, actor),
    message: 'Level changed',
  }));

  defineRoute(app, api.employees.getEmployeeSessions, async ({ params, employee }) => ({
    data: await employeeSessions(app.db, params.id, employee.sessionId, app.config.session),
  }));

  defineRoute(app, api.employees.endEmployeeSession, async ({ params, actor }) => {
    await endEmployeeSession(app.db, actor, params.id);
    return { data: null, message: 'Signed out' };
  });

  defineRoute(app, api.employees.endAllEmployeeSessions, async ({ params, actor }) => {
    const ended = await endAllEmployeeSessions(app.db, actor, params.id);
    return { data: { ended }, message: ended === 1 ? 'Signed out 1 session' : `Signed out ${ended} sessions` };
  });

  defineRoute(app, api.employees.getEmployeeSecurity, async ({ params }) => ({ data: await employeeSecurity(app.db, params.id) }));

  defineRoute(app, api.employees.resetEmployeeSecondFactor, async ({ params, actor }) => {
    await resetEmployeeSecondFactor(app, actor, params.id);
    return { data: null, message: 'Two-factor sign-in reset' };
  });
}
