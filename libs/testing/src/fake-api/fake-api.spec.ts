import {
  ApiError, cancelOrder, changeOrderStatus, configureApiClient, getAllOrdersCountByStatus, getHealth, getSingleOrder, login,
} from '@shopdesk/api-client';
import { replaceTransport } from '@shopdesk/api-client/testing';
import { api, defineCall } from '@shopdesk/contracts';
import { AxiosHeaders } from 'axios';
import { clearSession, setEmployee } from '@shopdesk/session';
import { makeOrder, makeSingleOrder, testEmployee } from '../fixtures';
import { createFakeApi } from './fake-api';
import { failure, networkError } from './replies';

// A fake of its own, not the one `@shopdesk/testing` installs, so each test can read the problems.
const fake = createFakeApi();
const fakeApi = fake.api;
beforeEach(() => {
  fake.start();
  replaceTransport(fake.transport);
  setEmployee(testEmployee());
});
afterEach(() => fake.finish());

/** The status and body of the error a call fails with. */
async function failureOf(sending: Promise<unknown>) {
  const error = await sending.then(() => undefined, (caught: unknown) => caught);
  return error instanceof ApiError ? [error.status, error.body] : error;
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => 'answered', () => 'failed'), new Promise((resolve) => setTimeout(() => resolve('waiting'), ms))]);

describe('answers', () => {
  it('answers a call with the data in the success envelope, from a value or a function of the request', async () => {
    const order = makeOrder('pending');
    fakeApi.on(api.orders.getSingleOrder, ({ params }) => makeSingleOrder({ ...order, _id: params.id }, 'Falcon VPN'));
    fakeApi.on(api.orders.getAllOrdersCountByStatus, { orders: [{ orderStatus: 'pending', count: 3 }] });

    expect((await getSingleOrder(order._id)).orderItem?.service.name).toBe('Falcon VPN');
    await expect(getAllOrdersCountByStatus()).resolves.toEqual({ orders: [{ orderStatus: 'pending', count: 3 }] });
  });

  it('answers a call without an envelope with the whole body', async () => {
    fakeApi.on(api.system.getHealth, { status: 'ok', database: 'up' });
    await expect(getHealth()).resolves.toEqual({ status: 'ok', database: 'up' });
  });

  it("answers errors in the API's shape, without a body when there is no message, and no answer at all", async () => {
    fakeApi.fail(api.auth.login, 401, 'Credential Invalid!');
    await expect(login({ email: 'amina@example.com', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Credential Invalid!' },
    });

    fakeApi.on(api.orders.cancelOrder, failure(502));
    fakeApi.on(api.orders.changeOrderStatus, networkError());
    const id = makeOrder('pending')._id;
    await expect(failureOf(cancelOrder(id))).resolves.toEqual([502, undefined]);
    await expect(failureOf(changeOrderStatus(id))).resolves.toEqual([0, undefined]);
  });

  it('answers a protected call without a bearer token with a 401, as the API does, without asking the handler', async () => {
    const handler = jest.fn(() => ({ orders: [] }));
    fakeApi.on(api.orders.getAllOrdersCountByStatus, handler);
    clearSession();
    configureApiClient({ navigate: jest.fn() });
    await expect(getAllOrdersCountByStatus()).rejects.toMatchObject({ status: 401, message: 'Authentication required' });
    expect(handler).not.toHaveBeenCalled();
    configureApiClient({ navigate: null });
  });

  it('holds the answers picked until released, then answers with the handler of that moment', async () => {
    const [first, second] = [makeOrder('pending'), makeOrder('pending')];
    fakeApi.on(api.orders.getSingleOrder, ({ params }) => makeSingleOrder({ ...first, _id: params.id }));
    const held = fakeApi.hold(api.orders.getSingleOrder, ({ params }) => params.id === first._id);

    const waiting = getSingleOrder(first._id);
    await expect(getSingleOrder(second._id)).resolves.toMatchObject({ order: { _id: second._id } });
    expect(await settledWithin(waiting, 20)).toBe('waiting');
    expect(fakeApi.callsTo(api.orders.getSingleOrder)).toHaveLength(2);

    fakeApi.on(api.orders.getSingleOrder, ({ params }) => makeSingleOrder({ ...first, _id: params.id, name: 'Answered later' }));
    held.release();
    await expect(waiting).resolves.toMatchObject({ order: { name: 'Answered later' } });
  });
});

describe('the log', () => {
  it('keeps every request, oldest first, and picks those of one call', async () => {
    fakeApi.on(api.orders.changeOrderStatus, ({ params }) => makeOrder('completed', { _id: params.id }));
    const [a, b] = [makeOrder('pending')._id, makeOrder('pending')._id];
    await changeOrderStatus(a);
    await changeOrderStatus(b);

    expect(fakeApi.calls.map((request) => request.name)).toEqual(['orders.changeOrderStatus', 'orders.changeOrderStatus']);
    expect(fakeApi.callsTo(api.orders.changeOrderStatus).map((request) => request.params.id)).toEqual([a, b]);
    expect(fakeApi.lastCall(api.orders.changeOrderStatus)?.body).toEqual({ orderStatus: 'completed' });
    expect(fakeApi.lastCall(api.orders.cancelOrder)).toBeUndefined();
  });
});

describe('problems, reported when the test finishes', () => {
  it('names a request nobody answered, with its method, URL and the line that would answer it', async () => {
    const id = makeOrder('pending')._id;
    await expect(getSingleOrder(id)).rejects.toMatchObject({ status: 501 });
    expect(fake.finish()).toEqual([
      `Nothing answers GET /api/employeeApp/protected/orders/getSingleOrder/${id} (orders.getSingleOrder): add fakeApi.on(api.orders.getSingleOrder, ...)`,
    ]);
  });

  it('names a request the contract refuses, answered 400 with details as the API would', async () => {
    fakeApi.on(api.orders.getSingleOrder, makeSingleOrder(makeOrder('pending')));
    await expect(getSingleOrder('not-a-uuid')).rejects.toMatchObject({ status: 400, details: [{ path: 'params: id' }] });
    expect(fake.finish()).toEqual([expect.stringMatching(/^GET \S+\/getSingleOrder\/not-a-uuid \(orders.getSingleOrder\) breaks the contract: params: id /)]);
  });

  it('names an answer the contract refuses, and answers 500 instead', async () => {
    fakeApi.on(api.orders.getAllOrdersCountByStatus, { orders: [{ orderStatus: 'shipped', count: 1 }] } as never);
    await expect(getAllOrdersCountByStatus()).rejects.toMatchObject({ status: 500 });
    expect(fake.finish()).toEqual([expect.stringMatching(/^The fake answer to GET \S+ \(orders.getAllOrdersCountByStatus\) breaks the contract: data.orders.0.orderStatus /)]);
  });

  it('names a request that is no call of the contract, answered 404 as the API would', async () => {
    const sent = { method: 'GET', url: '/api/nowhere?x=1', headers: new AxiosHeaders(), data: undefined, signal: undefined };
    await expect(fake.transport({ ...sent, config: {} as never })).resolves.toMatchObject({ status: 404 });
    expect(fake.finish()).toEqual(['GET /api/nowhere?x=1 is no call of the contract']);
  });

  it('names an answer that threw, and answers 500 instead', async () => {
    fakeApi.on(api.orders.getAllOrdersCountByStatus, () => {
      throw new Error('no counts today');
    });
    await expect(getAllOrdersCountByStatus()).rejects.toMatchObject({ status: 500 });
    expect(fake.finish()).toEqual([expect.stringMatching(/^The fake answer to GET \S+ \(orders.getAllOrdersCountByStatus\) threw: Error: no counts today$/)]);
  });

  it('refuses to answer a call that is not in the contract', () => {
    const invented = defineCall({ ...api.orders.cancelOrder, path: '/api/invented/:id' });
    expect(() => fakeApi.on(invented, makeOrder('cancelled'))).toThrow("PATCH /api/invented/:id is not a call of the contract's `api`");
  });

  it('never answers once the test has finished, as a closed page', async () => {
    fakeApi.on(api.orders.getAllOrdersCountByStatus, { orders: [] });
    fake.finish();
    expect(await settledWithin(getAllOrdersCountByStatus(), 20)).toBe('waiting');
  });
});

describe('types', () => {
  // Checked by typecheck, never run.
  it('takes only calls of the contract, and answers of the call', () => {
    const wrongUses = () => {
      // @ts-expect-error: the contract has no such call
      fakeApi.on(api.orders.getOrderHistory, {});
      // @ts-expect-error: the counts call answers { orders }, not a page
      fakeApi.on(api.orders.getAllOrdersCountByStatus, { documents: [], totalPages: 0, totalItems: 0 });
      // @ts-expect-error: the single-order call has an id, not a token
      fakeApi.on(api.orders.getSingleOrder, ({ params }) => makeSingleOrder(makeOrder('pending', { _id: params.token })));
      // @ts-expect-error: a list's filters are the call's own
      fakeApi.on(api.orders.getAllOrdersByStatus, ({ query }) => query.filters?.isActive);
    };
    expect(wrongUses).toBeInstanceOf(Function);
  });
});
