import { api, ERROR_CODES } from '@shopdesk/contracts';
import { auditRows, insertService } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';
import { orderBody, sendOrder } from './storefront-helpers';

const t = setupTestApp();
const owner = setupEmployee(t, { name: 'Key Owner' });

const make = (name: string, caller = owner) => t.call(caller, api.settings.createStorefrontKey, { body: { name } });

describe("the storefront's keys, from the security settings", () => {
  it('makes a key shown once, which the storefront then calls with; the list never shows it; audited as the owner', async () => {
    const res = await make('web shop');
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { key, storefrontKey } = res.json().data;
    expect(storefrontKey).toEqual({ _id: expect.any(String), name: 'web shop', createdAt: expect.any(String), lastUsedAt: null, revokedAt: null });

    const service = await insertService(t.db);
    expect((await sendOrder(t, key, orderBody([service]))).statusCode).toBe(201);
    const list = await t.call(owner, api.settings.getStorefrontKeys);
    expect(list.json().data).toContainEqual(expect.objectContaining({ name: 'web shop', lastUsedAt: expect.any(String) }));
    expect(list.body).not.toContain(key);
    expect(await auditRows(t.db, storefrontKey._id)).toContainEqual(expect.objectContaining({ action: 'storefront_key.create', actor_id: owner.id }));
  });

  it('revokes a key: the storefront is refused at once; a second revoke is a 409, an unknown key a 404', async () => {
    const { key, storefrontKey } = (await make('mobile app')).json().data;
    const revoked = await t.call(owner, api.settings.revokeStorefrontKey, { params: { id: storefrontKey._id } });
    expect(revoked.json()).toEqual({ data: expect.objectContaining({ revokedAt: expect.any(String) }), message: 'Storefront key revoked' });
    expect((await sendOrder(t, key, orderBody([await insertService(t.db)]))).statusCode).toBe(401);
    expect((await t.call(owner, api.settings.revokeStorefrontKey, { params: { id: storefrontKey._id } })).statusCode).toBe(409);
    expect((await t.call(owner, api.settings.revokeStorefrontKey, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
  });

  it.each([
    ['a name taken (revoked keys keep theirs)', 'web shop dup', 409],
    ['a name padded with spaces', ' padded ', 400],
  ])('refuses %s at the name field', async (_, name, status) => {
    if (status === 409) await make(name);
    const res = await make(name);
    expect(res.statusCode).toBe(status);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'name' })]);
  });

  it('needs a fresh proof to make or revoke one, and the owner level to see them', async () => {
    const unproven = await t.createEmployee({ proven: false });
    expect((await make('no proof', unproven)).json().code).toBe(ERROR_CODES.reauthRequired);
    const manager = await t.createEmployee({ level: 'manager' });
    expect((await t.call(manager, api.settings.getStorefrontKeys)).statusCode).toBe(403);
  });
});
