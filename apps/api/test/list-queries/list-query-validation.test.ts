import { api, type CallDef } from '@shopdesk/contracts';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const LIST_CALLS: Array<[string, CallDef, string]> = [
  ['orders', api.orders.getAllOrdersByStatus, 'orderStatus'],
  ['services', api.services.getServiceWithQuery, 'type'],
  ['service credentials', api.serviceCredentials.getServiceCredentialWithQuery, 'service'],
  ['setup guides', api.serviceSetupGuides.getServiceSetupGuideWithQuery, 'type'],
];

describe.each(LIST_CALLS)('the %s list', (_, call, allowedKey) => {
  const list = (query: Record<string, string>) => t.call(me, call, { query });

  it('answers an empty first page with defaults', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { documents: [], totalItems: 0, totalPages: 0 } });
  });

  it.each([
    ['limit 0', { limit: '0' }, 'Invalid query: limit must be >= 1'],
    ['limit 101', { limit: '101' }, 'Invalid query: limit must be <= 100'],
    ['a limit that is not a number', { limit: 'ten' }, 'Invalid query: limit must be integer'],
    ['currentPage 0', { currentPage: '0' }, 'Invalid query: currentPage must be >= 1'],
    ['a negative currentPage', { currentPage: '-3' }, 'Invalid query: currentPage must be >= 1'],
    ['an unknown query parameter', { orderBy: 'name' }, 'Invalid query: orderBy is not an allowed field'],
    ['a search over 200 characters', { search: 's'.repeat(201) }, 'Invalid query: search must NOT have more than 200 characters'],
    ['filters that are not JSON', { filters: '{isActive:true' }, 'Invalid filters: not valid JSON'],
    ['filters that are an array', { filters: '[]' }, 'Invalid filters: must be a JSON object'],
    ['filters that are a string', { filters: '"x"' }, 'Invalid filters: must be a JSON object'],
    ['a filter key outside the allowlist', { filters: '{"name":"x"}' }, 'Invalid filters: name is not an allowed field'],
    ['an SQL-looking filter key', { filters: '{"1=1; DROP TABLE orders":1}' }, 'Invalid filters: 1=1; DROP TABLE orders is not an allowed field'],
  ])('refuses %s with 400', async (__, query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });

  it('refuses a wrongly typed value of an allowed filter key', async () => {
    const res = await list({ filters: JSON.stringify({ [allowedKey]: 42 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^Invalid filters: ${allowedKey} `));
  });

  it('takes empty filters text as no filters', async () => {
    expect((await list({ filters: '' })).statusCode).toBe(200);
    expect((await list({ filters: '{}' })).statusCode).toBe(200);
  });

  if (call !== api.orders.getAllOrdersByStatus) {
    it('refuses an isActive that is neither boolean nor true/false text', async () => {
      const res = await list({ filters: '{"isActive":"yes"}' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid filters: isActive/);
    });
  }

  it('requires a session', async () => {
    expect((await t.call(null, call)).statusCode).toBe(401);
  });
});
