import { EMPLOYEE_STORAGE_KEY, readStoredEmployee, writeStoredEmployee } from './employee-storage';
import { testEmployee } from './test-employee';

describe('employee storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote, as JSON under the key employee', () => {
    const employee = testEmployee();
    writeStoredEmployee(employee);
    expect(JSON.parse(localStorage.getItem('employee') ?? '')).toEqual(employee);
    expect(readStoredEmployee()).toEqual(employee);
  });

  it('writing null removes the key', () => {
    writeStoredEmployee(testEmployee());
    writeStoredEmployee(null);
    expect(localStorage.getItem(EMPLOYEE_STORAGE_KEY)).toBeNull();
  });

  it('treats corrupted JSON as signed out and removes it', () => {
    localStorage.setItem(EMPLOYEE_STORAGE_KEY, '{"name":"Amina",');
    expect(readStoredEmployee()).toBeNull();
    expect(localStorage.getItem(EMPLOYEE_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a string', '"amina"'],
    ['null', 'null'],
    ['an employee without a token', JSON.stringify({ ...testEmployee(), token: undefined })],
    ['an employee with an empty token', JSON.stringify(testEmployee({ token: '' }))],
  ])('treats %s as signed out and removes it', (_label, text) => {
    localStorage.setItem(EMPLOYEE_STORAGE_KEY, text);
    expect(readStoredEmployee()).toBeNull();
    expect(localStorage.getItem(EMPLOYEE_STORAGE_KEY)).toBeNull();
  });

  it('reads nothing when nothing is stored', () => {
    expect(readStoredEmployee()).toBeNull();
  });
});
