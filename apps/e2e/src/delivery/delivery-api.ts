import { expect, type APIRequestContext } from '@playwright/test';
import {
  api, buildPath, type Order, type ServiceCredentialSummary, type ServiceListEntry, type SingleOrder,
} from '@shopdesk/contracts';
import { adminToken } from '../../support/product';

const auth = () => ({ Authorization: `Bearer ${adminToken()}` });

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: auth() });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const listUrl = (path: string, filters: object, extra = '') =>
  `${path}?limit=100&filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`;

/** A stock-delivered service as the list shows it (with its stock), found by id. */
export async function listedService(request: APIRequestContext, id: string): Promise<ServiceListEntry> {
  for (let page = 1; page <= 20; page++) {
    const { documents } = await data<{ documents: ServiceListEntry[] }>(
      request,
      listUrl(api.services.getServiceWithQuery.path, {}, `&currentPage=${page}`),
    );
    const found = documents.find((service) => service._id === id);
    if (found) return found;
    if (documents.length === 0) break;
  }
  throw new Error(`Service ${id} is not listed`);
}

/**
 * Pending demo orders of one item of quantity 1 whose service delivers from stock, grouped by that
 * service, and the service with the most of them (the test completes one and keeps one for later).
 */
export async function stockServiceWithPendingOrders(request: APIRequestContext, needed: number): Promise<{ service: ServiceListEntry; orders: SingleOrder[] }> {
  const byService = new Map<string, SingleOrder[]>();
  for (let page = 1; page <= 5; page++) {
    const { documents } = await data<{ documents: Order[] }>(
      request,
      listUrl(api.orders.getAllOrdersByStatus.path, { orderStatus: 'pending' }, `&currentPage=${page}`),
    );
    for (const order of documents) {
      const single = await data<SingleOrder>(request, buildPath(api.orders.getSingleOrder.path, { id: order._id }));
      const [item] = single.orderItems;
      if (single.orderItems.length !== 1 || item.quantity !== 1) continue;
      byService.set(item.service._id, [...(byService.get(item.service._id) ?? []), single]);
    }
  }
  const candidates = [...byService.entries()].sort((a, b) => b[1].length - a[1].length);
  for (const [serviceId, orders] of candidates) {
    if (orders.length < needed) break;
    const service = await listedService(request, serviceId);
    if (service.delivery === 'stock' && service.isActive) return { service, orders };
  }
  throw new Error(`No stock service has ${needed} pending one-item orders in the demo data`);
}

/** The service's available credentials (active, unused, not bad), newest first. */
export async function availableCredentials(request: APIRequestContext, serviceId: string): Promise<ServiceCredentialSummary[]> {
  const { documents } = await data<{ documents: ServiceCredentialSummary[]; totalItems: number }>(
    request,
    listUrl(api.serviceCredentials.getServiceCredentialWithQuery.path, { service: serviceId, isActive: 'true', isUsed: 'false', isBad: 'false' }),
  );
  return documents;
}

/** Archives available credentials of the service until `keep` remain (the stock a completion claims from). */
export async function archiveStockDownTo(request: APIRequestContext, serviceId: string, keep: number): Promise<void> {
  const available = await availableCredentials(request, serviceId);
  for (const credential of available.slice(keep)) {
    const response = await request.patch(buildPath(api.serviceCredentials.archiveServiceCredential.path, { id: credential._id }), {
      data: { isActive: false },
      headers: auth(),
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  expect((await availableCredentials(request, serviceId)).length).toBe(keep);
}

/** The order as the API answers it now (its deliveries included). */
export const singleOrder = (request: APIRequestContext, id: string) =>
  data<SingleOrder>(request, buildPath(api.orders.getSingleOrder.path, { id }));
