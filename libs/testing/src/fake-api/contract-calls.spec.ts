import { allCalls, api, buildPath, defineCall } from '@shopdesk/contracts';
import { callName, findCall } from './contract-calls';

describe('findCall', () => {
  it('finds every call of the contract by its method and path', () => {
    for (const call of allCalls) {
      const params = { id: '3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f', token: 'inviteTokenAbcdefghijklmnop_123' };
      expect(findCall(call.method, buildPath(call.path, params))?.call).toBe(call);
    }
  });

  it('tells calls on one path apart by their method', () => {
    const path = api.employees.inviteEmployee.path;
    expect(findCall('POST', path)?.name).toBe('employees.inviteEmployee');
    expect(findCall('GET', path)?.name).toBe('employees.getEmployeeInvites');
  });

  it('answers the path parameters, decoded', () => {
    expect(findCall('GET', '/api/employeeApp/public/auth/getEmailFromToken/a%2Fb')?.params).toEqual({ token: 'a/b' });
  });

  it('finds nothing for a path or a method the contract does not have', () => {
    expect(findCall('GET', '/api/employeeApp/protected/orders/nowhere')).toBeUndefined();
    expect(findCall('DELETE', api.orders.getAllOrdersByStatus.path)).toBeUndefined();
    expect(findCall('GET', `${api.orders.getAllOrdersByStatus.path}/extra`)).toBeUndefined();
  });
});

describe('callName', () => {
  it('names a call by its group and name in the contract, and nothing outside it', () => {
    expect(callName(api.orders.getAllOrdersByStatus)).toBe('orders.getAllOrdersByStatus');
    expect(callName(defineCall({ ...api.orders.cancelOrder }))).toBeUndefined();
  });
});
