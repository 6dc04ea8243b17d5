import { type APIRequestContext } from '@playwright/test';
import { expect } from '../../support/test';
import { api, STOREFRONT_KEY_HEADER, type Service } from '@shopdesk/contracts';
import { adminToken, storefrontKey } from '../../support/product';

/** An active service delivered by hand (no stock needed to complete its orders), from the demo catalogue. */
export async function manualService(request: APIRequestContext): Promise<Service> {
  const filters = encodeURIComponent(JSON.stringify({ isActive: true, type: 'dollar-card' }));
  const response = await request.get(`${api.services.getServiceWithQuery.path}?limit=50&filters=${filters}`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const services = ((await response.json()) as { data: { documents: Service[] } }).data.documents;
  const manual = services.find((service) => service.delivery === 'manual');
  if (!manual) throw new Error('The demo catalogue has no active service delivered by hand');
  return manual;
}

let serial = 0;

/** Places an order as the shop's storefront does (storefront/orders), for `customer` or a made-up name; answers its id and customer name. */
export async function placeStorefrontOrder(request: APIRequestContext, service: Service, customer?: string): Promise<{ id: string; name: string }> {
  serial += 1;
  // Short, as demo names are: the order lists keep one line a row.
  const name = customer ?? `Live ${(Date.now() % 46_656).toString(36)}${serial}`;
  const response = await request.post(api.storefront.createOrder.path, {
    headers: { [STOREFRONT_KEY_HEADER]: storefrontKey() },
    data: {
      name,
      email: `live${serial}@example.com`,
      items: [{ serviceId: service._id, quantity: 1 }],
      transactionId: `LIVE-${Date.now()}-${serial}`,
      paymentMethod: 'card',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { data: { _id: string } }).data._id, name };
}
