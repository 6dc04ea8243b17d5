import { getAllOrdersByStatus, getEmployeeInvites, getServiceWithQuery } from '@shopdesk/api-client';
import { api, LIST_LIMITS } from '@shopdesk/contracts';
import { setEmployee } from '@shopdesk/session';
import { listedOrder, makeInvite, makeOrder, makeService, testEmployee } from '../fixtures';
import { fakeApi } from './install';
import { listPage } from './list-page';

beforeEach(() => setEmployee(testEmployee()));

describe('listPage', () => {
  const orders = [
    makeOrder('pending', { name: 'Layla Mansour' }),
    makeOrder('completed', { name: 'Layla Haddad' }),
    makeOrder('pending', { email: 'LAYLA@example.com' }),
    makeOrder('pending'),
  ].map((order) => listedOrder(order));
  beforeEach(() => {
    fakeApi.on(api.orders.getAllOrdersByStatus, (request) => listPage(request, orders, { searchIn: ['name', 'email'] }));
  });

  it('keeps the rows whose fields equal the filters and that contain the search in a searched field', async () => {
    const page = await getAllOrdersByStatus({ search: 'layla', filters: { orderStatus: 'pending' } });
    expect(page.documents).toEqual([orders[0], orders[2]]);
    expect(page.totalItems).toBe(2);
  });

  it('answers the page asked for, with the number of pages', async () => {
    await expect(getAllOrdersByStatus({ currentPage: 2, limit: 3 })).resolves.toEqual({
      documents: [orders[3]],
      totalPages: 2,
      totalItems: 4,
    });
  });

  it("pages by the call's default page size when the page asks for none", async () => {
    const many = Array.from({ length: LIST_LIMITS.limit + 1 }, () => listedOrder(makeOrder('pending')));
    fakeApi.on(api.orders.getAllOrdersByStatus, (request) => listPage(request, many, { searchIn: [] }));
    expect((await getAllOrdersByStatus({})).documents).toHaveLength(LIST_LIMITS.limit);

    const invites = Array.from({ length: LIST_LIMITS.invitesLimit + 1 }, () => makeInvite());
    fakeApi.on(api.employees.getEmployeeInvites, (request) => listPage(request, invites, { searchIn: ['email'] }));
    expect((await getEmployeeInvites({})).documents).toHaveLength(LIST_LIMITS.invitesLimit);
  });

  it("reads the 'true' and 'false' filter values as the booleans", async () => {
    const [active, archived] = [makeService(), makeService({ isActive: false })];
    fakeApi.on(api.services.getServiceWithQuery, (request) => listPage(request, [active, archived], { searchIn: ['name'] }));
    expect((await getServiceWithQuery({ filters: { isActive: 'false' } })).documents).toEqual([archived]);
    expect((await getServiceWithQuery({ filters: { isActive: true } })).documents).toEqual([active]);
  });
});
