import { cancelOrder, changeOrderStatus, getAllOrdersByStatus, getAllOrdersCountByStatus, getSingleOrder } from '@shopdesk/api-client';
import { setEmployee } from '@shopdesk/session';
import { listedOrder, makeOrder, testEmployee } from '../fixtures';
import { serveOrders } from './serve-orders';

beforeEach(() => setEmployee(testEmployee()));

describe('serveOrders', () => {
  const pending = makeOrder('pending', { name: 'Layla Mansour' });
  const completed = makeOrder('completed');

  it('lists the orders of a status, searched and paged', async () => {
    serveOrders([pending, makeOrder('pending'), completed]);
    const page = await getAllOrdersByStatus({ search: 'LAYLA', filters: { orderStatus: 'pending' } });
    expect(page).toEqual({ documents: [listedOrder(pending)], totalPages: 1, totalItems: 1 });
  });

  it('counts the orders of every status, zero included', async () => {
    serveOrders([pending, completed, makeOrder('completed')]);
    await expect(getAllOrdersCountByStatus()).resolves.toEqual({
      orders: [
        { orderStatus: 'pending', count: 1 },
        { orderStatus: 'completed', count: 2 },
        { orderStatus: 'cancelled', count: 0 },
      ],
    });
  });

  it('answers one order with the service named for it, and 404 for another id', async () => {
    serveOrders([pending], new Map([[pending._id, 'Falcon VPN']]));
    expect((await getSingleOrder(pending._id)).orderItem?.service.name).toBe('Falcon VPN');
    await expect(getSingleOrder(completed._id)).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });

  it('completes or cancels a pending order, keeping the change, and refuses another with a 409', async () => {
    const other = makeOrder('pending');
    const served = serveOrders([pending, other, completed]);
    await expect(changeOrderStatus(pending._id)).resolves.toMatchObject({ orderStatus: 'completed' });
    await expect(cancelOrder(other._id)).resolves.toMatchObject({ orderStatus: 'cancelled' });
    expect(served.orders.map((order) => order.orderStatus)).toEqual(['completed', 'cancelled', 'completed']);

    await expect(cancelOrder(completed._id)).rejects.toMatchObject({ status: 409, message: 'Order is not pending (it is completed)' });
  });

  it('leaves the orders it was given as they were', async () => {
    serveOrders([pending]);
    await changeOrderStatus(pending._id);
    expect(pending.orderStatus).toBe('pending');
  });
});
