import { act, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { useSessionCheck } from './hooks';
import { clearSession, getEmployee, setEmployee } from './session-actions';
import { checkStoredSession } from './session-check';
import { testEmployee } from './test-employee';

const unauthorized = Object.assign(new Error('Unauthorized'), { status: 401 });

describe('checking the stored session', () => {
  beforeEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('signs out when the server answers 401', async () => {
    setEmployee(testEmployee());
    const check = jest.fn(() => Promise.reject(unauthorized));
    const { result } = renderHook(() => useSessionCheck(check));
    expect(result.current).toBe(true);
    await waitFor(() => expect(result.current).toBe(false));
    expect(check).toHaveBeenCalledTimes(1);
    expect(getEmployee()).toBeNull();
    expect(localStorage.getItem('employee')).toBeNull();
  });

  it('keeps the session when the server confirms it, refreshing the stored name', async () => {
    const employee = testEmployee({ name: 'Old Name' });
    setEmployee(employee);
    const check = jest.fn(() => Promise.resolve({ ...employee, name: 'New Name', isActive: true }));
    const { result } = renderHook(() => useSessionCheck(check));
    await waitFor(() => expect(result.current).toBe(false));
    expect(getEmployee()).toEqual({ ...employee, name: 'New Name' });
    expect(JSON.parse(localStorage.getItem('employee') ?? '').name).toBe('New Name');
  });

  it('keeps the session when the server cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const employee = testEmployee();
    setEmployee(employee);
    await expect(checkStoredSession(() => Promise.reject(Object.assign(new Error('Network Error'), { status: 0 })))).resolves.toBe('unverified');
    expect(getEmployee()).toEqual(employee);
    warn.mockRestore();
  });

  it('does not call the server when nobody is signed in', () => {
    const check = jest.fn();
    const { result } = renderHook(() => useSessionCheck(check));
    expect(result.current).toBe(false);
    expect(check).not.toHaveBeenCalled();
  });

  it('checks once, even under StrictMode double effects and re-renders', async () => {
    const employee = testEmployee();
    setEmployee(employee);
    const check = jest.fn(() => Promise.resolve(employee));
    function Shell() {
      useSessionCheck(check);
      return null;
    }
    const view = render(<StrictMode><Shell /></StrictMode>);
    view.rerender(<StrictMode><Shell /></StrictMode>);
    await act(() => checkStoredSession(check));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 that arrives after the employee signed in again', async () => {
    setEmployee(testEmployee());
    let answer!: (error: unknown) => void;
    const pending = checkStoredSession(() => new Promise((_resolve, reject) => (answer = reject)));
    const next = testEmployee();
    setEmployee(next);
    answer(unauthorized);
    await expect(pending).resolves.toBe('ended');
    expect(getEmployee()).toEqual(next);
  });
});
