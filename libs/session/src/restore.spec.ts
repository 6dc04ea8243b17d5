import { testEmployee } from './test-employee';

/** Loads the lib afresh, as a page load does, over whatever localStorage holds now. */
function loadSession(): typeof import('./index') {
  let session!: typeof import('./index');
  jest.isolateModules(() => {
    session = jest.requireActual('./index');
  });
  return session;
}

describe('restoring the session on load', () => {
  beforeEach(() => localStorage.clear());

  it('restores the stored employee', () => {
    const employee = testEmployee();
    localStorage.setItem('employee', JSON.stringify(employee));
    const session = loadSession();
    expect(session.getEmployee()).toEqual(employee);
    expect(session.getToken()).toBe(employee.token);
  });

  it('starts signed out when nothing is stored', () => {
    expect(loadSession().getEmployee()).toBeNull();
  });

  it('starts signed out over corrupted storage, and removes it', () => {
    localStorage.setItem('employee', 'not json{');
    const session = loadSession();
    expect(session.getEmployee()).toBeNull();
    expect(session.getToken()).toBeNull();
    expect(localStorage.getItem('employee')).toBeNull();
  });
});
