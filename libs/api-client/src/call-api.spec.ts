import { waitFor } from '@testing-library/react';
import { clearSession, getEmployee, setEmployee } from '@shopdesk/session';
import { ApiError } from './api-error';
import {
  archiveService, createService, exportServiceCredentials, getAllOrdersByStatus, getHealth, getMe, getSingleOrder, login, logout,
} from './index';
import { configureApiClient } from './config';
import { registerIdentityCheck } from './identity-check';
import { ID, testEmployee } from './testing/fixtures';
import { failure, mockServer, networkDown, ok } from './testing/mock-server';

const navigate = jest.fn();

beforeEach(() => {
  clearSession();
  navigate.mockReset();
  configureApiClient({ baseURL: '', navigate });
});

describe('requests', () => {
  it('sends the bearer token of the signed-in employee on protected calls', async () => {
    const employee = testEmployee();
    setEmployee(employee);
    const seen = mockServer(() => ok({ orders: [] }));
    await getSingleOrder(ID);
    expect(seen[0].headers.get('Authorization')).toBe(`Bearer ${employee.token}`);
  });

  it('sends no token on public calls', async () => {
    setEmployee(testEmployee());
    const seen = mockServer(() => ok(testEmployee()));
    await login({ email: 'amina@example.com', password: 'correct horse' });
    expect(seen[0].headers.has('Authorization')).toBe(false);
  });

  it('builds the URL from the contract, the base URL and the list query', async () => {
    configureApiClient({ baseURL: 'https://api.example.com' });
    const seen = mockServer(() => ok({ documents: [], totalPages: 0, totalItems: 0 }));
    await getAllOrdersByStatus({ search: '', currentPage: 2, limit: 20, filters: { orderStatus: 'pending' } });
    const url = new URL(seen[0].url);
    expect(url.origin + url.pathname).toBe('https://api.example.com/api/employeeApp/protected/orders/getAllOrdersByStatus');
    expect(Object.fromEntries(url.searchParams)).toEqual({ currentPage: '2', limit: '20', filters: '{"orderStatus":"pending"}' });
  });

  it('sends JSON bodies and answers the data of the envelope', async () => {
    const service = { _id: ID, isActive: false };
    const seen = mockServer(() => ok(service));
    await expect(archiveService(ID, false)).resolves.toEqual(service);
    expect(seen[0].method).toBe('PATCH');
    expect(seen[0].url).toBe(`/api/employeeApp/protected/services/archiveService/${ID}`);
    expect(JSON.parse(seen[0].data as string)).toEqual({ isActive: false });
  });

  it('answers the whole body of the health call, which has no envelope', async () => {
    mockServer(() => ({ status: 200, body: { status: 'ok', database: 'up' } }));
    await expect(getHealth()).resolves.toEqual({ status: 'ok', database: 'up' });
  });

  it('refuses an empty path parameter before sending anything', async () => {
    const seen = mockServer(() => ok(null));
    await expect(getSingleOrder('')).rejects.toThrow('Missing path parameter "id"');
    expect(seen).toHaveLength(0);
  });

  it('refuses a base URL that is not a string', () => {
    expect(() => configureApiClient({ baseURL: 42 as unknown as string })).toThrow(TypeError);
  });
});

describe('a 401', () => {
  it('on a protected call clears the session and goes to /auth/login', async () => {
    setEmployee(testEmployee());
    mockServer(() => failure(401, 'Unauthorized'));
    await expect(getMe()).rejects.toMatchObject({ status: 401 });
    expect(getEmployee()).toBeNull();
    expect(localStorage.getItem('employee')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('on login does not sign anybody out', async () => {
    const employee = testEmployee();
    setEmployee(employee);
    mockServer(() => failure(401, 'Credential Invalid!'));
    const error = await login({ email: 'amina@example.com', password: 'wrong password' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Credential Invalid!');
    expect(getEmployee()).toEqual(employee);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('for a token already replaced by a new login is ignored', async () => {
    setEmployee(testEmployee());
    let answer!: (reply: ReturnType<typeof failure>) => void;
    const seen = mockServer(() => new Promise((resolve) => (answer = resolve)));
    const stale = getMe();
    await waitFor(() => expect(seen).toHaveLength(1));
    const fresh = testEmployee();
    setEmployee(fresh);
    answer(failure(401, 'Unauthorized'));
    await expect(stale).rejects.toMatchObject({ status: 401 });
    expect(getEmployee()).toEqual(fresh);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('while logging out still leaves the employee signed out', async () => {
    setEmployee(testEmployee());
    mockServer(() => failure(401, 'Unauthorized'));
    await expect(logout()).rejects.toMatchObject({ status: 401 });
    expect(getEmployee()).toBeNull();
  });
});

describe('a 403 the page answers by itself', () => {
  const asking = (code: string) => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Refused', code } });
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  it('REAUTH_REQUIRED asks for a proof and, once given, sends the call again once', async () => {
    setEmployee(testEmployee());
    const check = jest.fn().mockResolvedValue(true);
    unregister = registerIdentityCheck(check);
    let proven = false;
    const seen = mockServer(() => (proven ? ok({ _id: ID }) : ((proven = true), asking('REAUTH_REQUIRED'))));
    await expect(exportServiceCredentials(ID)).resolves.toBeDefined();
    expect(check).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('REAUTH_REQUIRED stays refused when the proof is not given, or refused again after it', async () => {
    setEmployee(testEmployee());
    unregister = registerIdentityCheck(jest.fn().mockResolvedValue(false));
    const seen = mockServer(() => asking('REAUTH_REQUIRED'));
    await expect(getSingleOrder(ID)).rejects.toMatchObject({ status: 403 });
    expect(seen).toHaveLength(1);

    unregister();
    unregister = registerIdentityCheck(jest.fn().mockResolvedValue(true));
    const again = mockServer(() => asking('REAUTH_REQUIRED'));
    await expect(getSingleOrder(ID)).rejects.toMatchObject({ status: 403 });
    expect(again).toHaveLength(2);
  });

  it('ENROLMENT_REQUIRED goes to the two-factor set-up screen, and the session stays', async () => {
    setEmployee(testEmployee());
    mockServer(() => asking('ENROLMENT_REQUIRED'));
    await expect(getSingleOrder(ID)).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/auth/twoFactor');
    expect(getEmployee()).not.toBeNull();
  });
});

describe('failures', () => {
  it('carry the status, the server message and the field details', async () => {
    mockServer(() => failure(400, 'body/price must be >= 0', [{ path: '/price', message: 'must be >= 0' }]));
    const error = (await createService(
      { name: 'VPN', type: 'vpn', price: -1, serial: 1, linkOrApk: 'apk', benefits: ['Fast'] },
    ).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('body/price must be >= 0');
    expect(error.details).toEqual([{ path: '/price', message: 'must be >= 0' }]);
  });

  it('without an answer have status 0', async () => {
    networkDown();
    await expect(getMe()).rejects.toMatchObject({ status: 0, message: 'Network Error', body: undefined });
  });

  it('a server answer that is not the error shape keeps the HTTP status', async () => {
    mockServer(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(getMe()).rejects.toMatchObject({ status: 502, body: undefined });
  });
});

describe('aborting', () => {
  it('cancels the request and rejects with a canceled ApiError', async () => {
    const seen = mockServer(() => new Promise(() => undefined));
    const controller = new AbortController();
    const pending = getAllOrdersByStatus({ currentPage: 1 }, controller.signal);
    await waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ canceled: true, status: 0 });
    expect(seen[0].signal?.aborted).toBe(true);
  });

  it('an already aborted signal sends nothing', async () => {
    const seen = mockServer(() => ok(null));
    const controller = new AbortController();
    controller.abort();
    await expect(getAllOrdersByStatus({}, controller.signal)).rejects.toMatchObject({ canceled: true });
    expect(seen).toHaveLength(0);
  });
});

describe('a call that answers a file', () => {
  const CSV = "User ID,Status\r\n'=cmd,Used\r\n\"a,b\",Available\r\n";
  const csvReply = (headers: Record<string, string>) => ({ status: 200, body: CSV, headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });

  it('answers the text as received, with the name the server gave the file, and sends the token', async () => {
    const employee = testEmployee();
    setEmployee(employee);
    const seen = mockServer(() => csvReply({ 'content-disposition': 'attachment; filename="falcon-vpn-credentials.csv"' }));
    await expect(exportServiceCredentials(ID)).resolves.toEqual({ text: CSV, fileName: 'falcon-vpn-credentials.csv' });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe(`/api/employeeApp/protected/serviceCredentials/export/${ID}`);
    expect(seen[0].headers.get('Authorization')).toBe(`Bearer ${employee.token}`);
  });

  it('answers no file name when the server named none', async () => {
    mockServer(() => csvReply({}));
    await expect(exportServiceCredentials(ID)).resolves.toEqual({ text: CSV, fileName: null });
  });

  it("fails with the API's message, read from the error's JSON text", async () => {
    mockServer(() => failure(404, 'Service not found'));
    await expect(exportServiceCredentials(ID)).rejects.toMatchObject({ status: 404, message: 'Service not found', body: { message: 'Service not found' } });
  });

  it('on a 401 clears the session and goes to /auth/login', async () => {
    setEmployee(testEmployee());
    mockServer(() => failure(401, 'Unauthorized'));
    await expect(exportServiceCredentials(ID)).rejects.toMatchObject({ status: 401 });
    expect(getEmployee()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });
});
