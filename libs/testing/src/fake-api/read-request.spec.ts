import { createService, getAllOrdersByStatus, getEmailFromToken, getServiceWithQuery } from '@shopdesk/api-client';
import { api } from '@shopdesk/contracts';
import { setEmployee } from '@shopdesk/session';
import { INVITE_TOKEN, makeService, testEmployee } from '../fixtures';
import { fakeApi } from './install';

beforeEach(() => setEmployee(testEmployee()));

const emptyPage = { documents: [], totalPages: 0, totalItems: 0 };

describe('a request as the fake API reads it', () => {
  it('has the path parameters, decoded', async () => {
    fakeApi.on(api.auth.getEmailFromToken, { email: 'amina@example.com', level: 'agent' });
    await getEmailFromToken(INVITE_TOKEN);
    expect(fakeApi.lastCall(api.auth.getEmailFromToken)?.params).toEqual({ token: INVITE_TOKEN });
  });

  it("has a list call's query with numbers as numbers and the filters parsed from their JSON", async () => {
    fakeApi.on(api.orders.getAllOrdersByStatus, emptyPage);
    await getAllOrdersByStatus({ search: 'layla', currentPage: 2, limit: 20, filters: { orderStatus: 'pending' } });
    expect(fakeApi.lastCall(api.orders.getAllOrdersByStatus)?.query).toEqual({
      search: 'layla',
      currentPage: 2,
      limit: 20,
      filters: { orderStatus: 'pending' },
    });
  });

  it('keeps filter values as sent, so a handler sees what the page asked for', async () => {
    fakeApi.on(api.services.getServiceWithQuery, emptyPage);
    await getServiceWithQuery({ filters: { isActive: false, type: 'vpn' } });
    expect(fakeApi.lastCall(api.services.getServiceWithQuery)?.query.filters).toEqual({ isActive: false, type: 'vpn' });
  });

  it("has a multipart call's text fields converted to the body's types, arrays collected, and its files", async () => {
    fakeApi.on(api.services.createService, ({ body }) => makeService(body));
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    const fields = { name: 'Fast VPN', type: 'vpn', price: 9.99, serial: 3, linkOrApk: 'apk', benefits: ['No logs', 'Unlimited'] } as const;
    await createService({ ...fields, benefits: [...fields.benefits] }, logo);

    const request = fakeApi.lastCall(api.services.createService);
    expect(request?.body).toEqual({ ...fields, benefits: ['No logs', 'Unlimited'] });
    expect(request?.files['logo']?.name).toBe('logo.png');
  });

  it("has the headers by lower-case name, the bearer token among them", async () => {
    const employee = testEmployee();
    setEmployee(employee);
    fakeApi.on(api.orders.getAllOrdersByStatus, emptyPage);
    await getAllOrdersByStatus({});
    expect(fakeApi.lastCall(api.orders.getAllOrdersByStatus)?.headers['authorization']).toBe(`Bearer ${employee.token}`);
  });
});
