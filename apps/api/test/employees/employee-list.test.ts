import { api } from '@shopdesk/contracts';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t, { name: 'Mariam Othman', email: 'mariam@shopdesk.test' });
beforeAll(async () => {
  await t.createEmployee({ name: 'yousef khan', email: 'yousef@shopdesk.test' });
  await t.createEmployee({ name: 'Daniel Smith', email: 'dan@sales.example' });
  await t.createEmployee({ name: 'Ali 100%_sure', email: 'ali@shopdesk.test' });
  const archived = await t.createEmployee({ name: 'Bilal Archived', email: 'bilal@shopdesk.test' });
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [archived.id]);
});

const list = (query: Record<string, string> = {}) => t.call(me, api.employees.getAllEmployeesWithQuery, { query });
const names = async (query: Record<string, string> = {}) =>
  (await list(query)).json().data.documents.map((e: { name: string }) => e.name) as string[];

it('lists the active employees by name with the page totals', async () => {
  const res = await list();
  expect(res.statusCode).toBe(200);
  const { documents, totalItems, totalPages } = res.json().data;
  expect(documents.map((e: { name: string }) => e.name)).toEqual(['Ali 100%_sure', 'Daniel Smith', 'Mariam Othman', 'yousef khan']);
  expect({ totalItems, totalPages }).toEqual({ totalItems: 4, totalPages: 1 });
  expect(documents[2]).toEqual({
    _id: me.id,
    name: 'Mariam Othman',
    email: 'mariam@shopdesk.test',
    level: 'owner',
    isActive: true,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
});

it('filters archived employees with isActive false, as a boolean or as text', async () => {
  expect(await names({ filters: JSON.stringify({ isActive: false }) })).toEqual(['Bilal Archived']);
  expect(await names({ filters: JSON.stringify({ isActive: 'false' }) })).toEqual(['Bilal Archived']);
  expect(await names({ filters: JSON.stringify({ isActive: 'true' }) })).toHaveLength(4);
});

it('searches name and e-mail case-insensitively, with LIKE wildcards taken literally', async () => {
  expect(await names({ search: 'KHAN' })).toEqual(['yousef khan']);
  expect(await names({ search: 'sales.example' })).toEqual(['Daniel Smith']);
  expect(await names({ search: '100%_' })).toEqual(['Ali 100%_sure']);
  expect(await names({ search: '%' })).toEqual(['Ali 100%_sure']);
  expect(await names({ search: 'bilal' })).toEqual([]);
  expect(await names({ search: 'bilal', filters: '{"isActive":false}' })).toEqual(['Bilal Archived']);
});

it('pages with currentPage and limit, keeping the true total', async () => {
  const page2 = (await list({ limit: '3', currentPage: '2' })).json().data;
  expect(page2).toEqual({ documents: [expect.objectContaining({ name: 'yousef khan' })], totalItems: 4, totalPages: 2 });
  const past = (await list({ limit: '3', currentPage: '5' })).json().data;
  expect(past).toEqual({ documents: [], totalItems: 4, totalPages: 2 });
});

describe('refuses a bad query with a 400', () => {
  it.each([
    ['filters that are not JSON', { filters: '{isActive:' }, 'Invalid filters: not valid JSON'],
    ['filters that are not an object', { filters: '[1]' }, 'Invalid filters: must be a JSON object'],
    ['a filter key outside the allowlist', { filters: '{"email":"a"}' }, 'Invalid filters: email is not an allowed field'],
    ['a filter of the wrong type', { filters: '{"isActive":"maybe"}' }, undefined],
    ['a limit of 0', { limit: '0' }, undefined],
    ['a limit over 100', { limit: '101' }, undefined],
    ['a page below 1', { currentPage: '0' }, undefined],
    ['a page that is not a number', { currentPage: 'two' }, undefined],
    ['an unknown query field', { order: 'name' }, 'Invalid query: order is not an allowed field'],
  ])('%s', async (_, query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
    if (message) expect(res.json().message).toBe(message);
  });
});
