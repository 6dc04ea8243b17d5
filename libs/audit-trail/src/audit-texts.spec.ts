import { actionLabel, actorLabel, auditTime, changeLines, recordTypeLabel } from './audit-texts';

describe('audit texts', () => {
  it('say an action and a record type as people read them, and an unknown one as stored', () => {
    expect(actionLabel('employee.change_level')).toBe("Changed an employee's level");
    expect(actionLabel('fuzz.self-check')).toBe('fuzz.self-check');
    expect(recordTypeLabel('setup_guide')).toBe('Setup guide');
  });

  it('name who acted, or who acts without an employee', () => {
    expect(actorLabel({ actor: { name: 'Noura' }, action: 'order.complete' })).toBe('Noura');
    expect(actorLabel({ actor: null, action: 'order.create' })).toBe('The storefront');
    expect(actorLabel({ actor: null, action: 'auth.login_failed' })).toBe('Not signed in');
    expect(actorLabel({ actor: null, action: 'seed.first_start' })).toBe('The server');
  });

  it('list a change field by field: changed, added, removed; unchanged fields left out', () => {
    expect(changeLines({ level: 'agent', name: 'Sara' }, { level: 'manager', name: 'Sara', invitesRevoked: 0 })).toEqual([
      { field: 'level', from: 'agent', to: 'manager' },
      { field: 'invitesRevoked', to: '0' },
    ]);
    expect(changeLines({ isActive: true }, null)).toEqual([{ field: 'isActive', from: 'true' }]);
    expect(changeLines(null, { reason: null, ids: ['a'] })).toEqual([
      { field: 'reason', to: 'none' },
      { field: 'ids', to: '["a"]' },
    ]);
    expect(changeLines(null, null)).toEqual([]);
  });

  it('give the moment to the second', () => {
    expect(auditTime('2026-05-01T10:00:05Z', 'UTC')).toBe('1 May 2026, 10:00:05');
  });
});
