import type { SignedInEmployee } from '@shopdesk/contracts';
import { sessionEndedAtom, sidebarOpenAtom } from './atoms';
import { clearSession, endSession, getEmployee, getToken, setEmployee, signOut } from './session-actions';
import { sessionStore } from './store';
import { testEmployee } from './test-employee';

describe('session actions', () => {
  beforeEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('setEmployee signs in and persists the employee', () => {
    const employee = testEmployee();
    setEmployee(employee);
    expect(getEmployee()).toEqual(employee);
    expect(getToken()).toBe(employee.token);
    expect(JSON.parse(localStorage.getItem('employee') ?? '')).toEqual(employee);
  });

  it('setEmployee refuses an employee without a token', () => {
    expect(() => setEmployee({ ...testEmployee(), token: '' })).toThrow(/non-empty token/);
    expect(() => setEmployee({ name: 'Amina' } as SignedInEmployee)).toThrow(TypeError);
    expect(getEmployee()).toBeNull();
  });

  it('endSession signs out and remembers that the server ended it, until the next sign-in', () => {
    setEmployee(testEmployee());
    endSession();
    expect(getEmployee()).toBeNull();
    expect(sessionStore.get(sessionEndedAtom)).toBe(true);
    setEmployee(testEmployee());
    expect(sessionStore.get(sessionEndedAtom)).toBe(false);
    clearSession();
    expect(sessionStore.get(sessionEndedAtom)).toBe(false);
  });

  it('clearSession forgets the employee, its storage, and closes the sidebar', () => {
    setEmployee(testEmployee());
    sessionStore.set(sidebarOpenAtom, true);
    clearSession();
    expect(getEmployee()).toBeNull();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('employee')).toBeNull();
    expect(sessionStore.get(sidebarOpenAtom)).toBe(false);
  });

  it('signOut revokes the server session while the token is still there, then clears', async () => {
    const employee = testEmployee();
    setEmployee(employee);
    const tokensSeen: (string | null)[] = [];
    await signOut(async () => tokensSeen.push(getToken()));
    expect(tokensSeen).toEqual([employee.token]);
    expect(getEmployee()).toBeNull();
  });

  it('signOut clears locally even when the revoke fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setEmployee(testEmployee());
    await signOut(() => Promise.reject(new Error('offline')));
    expect(getEmployee()).toBeNull();
    expect(localStorage.getItem('employee')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('signOut does not call the server when nobody is signed in', async () => {
    const revoke = jest.fn(() => Promise.resolve());
    await signOut(revoke);
    expect(revoke).not.toHaveBeenCalled();
  });
});
