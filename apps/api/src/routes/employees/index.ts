import { api, type CallFilters } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { queryPage } from '../../lib/list-page';
import { activeFlag, containsPattern, pageOf, parseListQuery, Where } from '../../lib/list-query';
import { defineRoute } from '../define-route';
import { setEmployeeActive } from './archive-employee';
import { EMPLOYEE_COLUMNS, findEmployee, toEmployee, type EmployeeRow } from './employee-row';

export async function employeeRoutes(app: FastifyInstance) {
  defineRoute(app, api.employees.getMe, async ({ employee }) => {
    const row = await findEmployee(app.db, employee.id);
    if (!row) throw notFound('Employee');
    return { data: toEmployee(row) };
  });

  defineRoute(app, api.employees.getAllEmployeesWithQuery, async ({ query }) => {
    const list = parseListQuery<CallFilters<typeof api.employees.getAllEmployeesWithQuery>>(api.employees.getAllEmployeesWithQuery, query);
    const where = new Where().add('is_active = ?', activeFlag(list.filters.isActive));
    // The expression of employees_search_trgm_idx, so the index serves it.
    if (list.search) where.add("(name || ' ' || email) ILIKE ?", containsPattern(list.search));
    const { rows, totalItems } = await queryPage<EmployeeRow>(
      app.db,
      { select: EMPLOYEE_COLUMNS, from: 'employees', orderBy: 'name, id' },
      where,
      list,
    );
    return { data: pageOf(rows.map(toEmployee), totalItems, list.limit) };
  });

  defineRoute(app, api.employees.archiveEmployee, async ({ params, body, employee, raw }) => ({
    data: await setEmployeeActive(app.db, params.id, body.isActive, { id: employee.id, ip: raw.ip }),
  }));
}
