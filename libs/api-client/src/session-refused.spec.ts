import { clearSession, getEmployee, setEmployee, useSessionEnded } from '@shopdesk/session';
import { renderHook } from '@testing-library/react';
import { configureApiClient } from './config';
import { sessionRefused } from './session-refused';
import { testEmployee } from './testing/fixtures';

const navigate = jest.fn();
beforeEach(() => {
  // Signed in then out: no ended session left over from the test before.
  setEmployee(testEmployee());
  clearSession();
  navigate.mockReset();
  configureApiClient({ navigate });
});

describe('sessionRefused', () => {
  it('ends the session in use, says why on the login screen, and goes there', () => {
    const employee = testEmployee();
    setEmployee(employee);
    sessionRefused(employee.token);
    expect(getEmployee()).toBeNull();
    expect(renderHook(() => useSessionEnded()).result.current).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('goes to the login screen, saying nothing of an ended session, for a call sent signed out', () => {
    sessionRefused(null);
    expect(renderHook(() => useSessionEnded()).result.current).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('leaves a session signed in again meanwhile alone (a 401 for an older token)', () => {
    const employee = testEmployee();
    setEmployee(employee);
    sessionRefused('an-older-token');
    expect(getEmployee()).toEqual(employee);
    expect(navigate).not.toHaveBeenCalled();
  });
});
