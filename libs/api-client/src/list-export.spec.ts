import { api } from '@shopdesk/contracts';
import { clearSession, setEmployee } from '@shopdesk/session';
import { testEmployee } from './testing/fixtures';
import { mockServer } from './testing/mock-server';
import { listExport } from './list-export';

describe('listExport', () => {
  beforeEach(() => setEmployee(testEmployee()));
  afterAll(() => clearSession());

  it("sends the list's search, filters and sort, never its page, and answers the file with its name", async () => {
    const seen = mockServer(() => ({ status: 200, body: '\uFEFFOrder ID\r\n', headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders-2026-11-29.csv"' } }));
    const query = { search: 'lina', currentPage: 3, limit: 20, filters: '{"orderStatus":"pending"}', sort: '-total' };
    const file = await listExport(api.orders.exportOrders, { query }, 'orders.csv').download();
    expect(file).toEqual({ text: '\uFEFFOrder ID\r\n', fileName: 'orders-2026-11-29.csv' });
    const url = new URL(seen[0].url, 'http://api');
    expect(url.pathname).toBe(api.orders.exportOrders.path);
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'lina', filters: '{"orderStatus":"pending"}', sort: '-total' });
  });
});
