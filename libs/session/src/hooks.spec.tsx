import { act, renderHook } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { employeeAtom } from './atoms';
import { useEmployee, useLogout, useSidebar, useSignIn } from './hooks';
import { clearSession, getEmployee, setEmployee } from './session-actions';
import { SessionProvider } from './session-provider';
import { testEmployee } from './test-employee';

describe('session hooks', () => {
  beforeEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('useSignIn stores the employee and useEmployee shows it', () => {
    const employee = testEmployee();
    const { result } = renderHook(() => ({ employee: useEmployee(), signIn: useSignIn() }));
    expect(result.current.employee).toBeNull();
    act(() => result.current.signIn(employee));
    expect(result.current.employee).toEqual(employee);
    expect(JSON.parse(localStorage.getItem('employee') ?? '')).toEqual(employee);
  });

  it('useSidebar opens, closes and toggles', () => {
    const { result } = renderHook(() => useSidebar());
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.toggle());
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });

  it('useLogout revokes, clears the employee and its storage, and closes the sidebar', async () => {
    const revoke = jest.fn(() => Promise.resolve());
    const { result } = renderHook(() => ({ logout: useLogout(revoke), sidebar: useSidebar(), employee: useEmployee() }));
    act(() => setEmployee(testEmployee()));
    act(() => result.current.sidebar.open());
    await act(() => result.current.logout());
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(result.current.employee).toBeNull();
    expect(result.current.sidebar.isOpen).toBe(false);
    expect(localStorage.getItem('employee')).toBeNull();
  });

  it('follows another tab signing out', () => {
    const { result } = renderHook(() => useEmployee());
    act(() => setEmployee(testEmployee()));
    act(() => {
      localStorage.removeItem('employee');
      window.dispatchEvent(new StorageEvent('storage', { key: 'employee' }));
    });
    expect(result.current).toBeNull();
    expect(getEmployee()).toBeNull();
  });

  it('SessionProvider gives plain jotai hooks the shared store', () => {
    const employee = testEmployee();
    act(() => setEmployee(employee));
    const wrapper = ({ children }: { children: ReactNode }) => <SessionProvider>{children}</SessionProvider>;
    const { result } = renderHook(() => useAtomValue(employeeAtom), { wrapper });
    expect(result.current).toEqual(employee);
  });
});
