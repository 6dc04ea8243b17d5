import { Type } from '@sinclair/typebox';
import { defineCall } from './call';
import { allCalls, can, forbiddenMessage, grantableLevels, levelsWith, PROTECTED_BASE, PUBLIC_AUTH_BASE } from './index';

describe('levels', () => {
  it('grant each level what the one below has, and more', () => {
    expect(levelsWith('shop.read')).toEqual(['agent', 'manager', 'owner']);
    expect(levelsWith('credentials.revealStock')).toEqual(['manager', 'owner']);
    expect(levelsWith('employees.manage')).toEqual(['owner']);
  });

  it('give nothing to a level that does not exist', () => {
    expect(can('admin', 'shop.read')).toBe(false);
    expect(grantableLevels('admin')).toEqual([]);
  });

  it('say in a 403 what is not allowed and who may do it', () => {
    expect(forbiddenMessage('catalogue.write')).toBe('Only managers and owners may change the catalogue or its stock');
    expect(forbiddenMessage('employees.manage')).toBe('Only owners may change who works here');
  });

  it('let owners give any level, managers agent and manager, agents none', () => {
    expect(grantableLevels('owner')).toEqual(['agent', 'manager', 'owner']);
    expect(grantableLevels('manager')).toEqual(['agent', 'manager']);
    expect(grantableLevels('agent')).toEqual([]);
  });

  it('are named by every protected call, and by no other', () => {
    for (const call of allCalls) expect([call.path, Boolean(call.permission)]).toEqual([call.path, call.access === 'protected']);
  });

  it('are required of a protected call by the compiler', () => {
    const shape = { tag: 'x', method: 'GET', summary: 'x', successStatus: 200, response: { 200: Type.Null() } } as const;
    // @ts-expect-error a protected call must name its permission
    defineCall({ ...shape, access: 'protected', path: `${PROTECTED_BASE}x` });
    // @ts-expect-error a public call has none
    defineCall({ ...shape, access: 'public', path: `${PUBLIC_AUTH_BASE}x`, permission: 'shop.read' });
    expect(defineCall({ ...shape, access: 'protected', path: `${PROTECTED_BASE}x`, permission: 'shop.read' }).permission).toBe('shop.read');
  });
});
