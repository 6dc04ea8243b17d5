import { type APIRequestContext } from '@playwright/test';
import { expect } from '../../support/test';
import {
  api, buildPath, type Service, type ServiceCredentialSummary, type ServiceListEntry, type SingleOrder,
} from '@shopdesk/contracts';
import { adminToken } from '../../support/product';
import { placeStorefrontOrder } from '../orders/storefront';

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

/** The service's available credentials (active, unused, not bad), newest first. */
export async function availableCredentials(request: APIRequestContext, serviceId: string): Promise<ServiceCredentialSummary[]> {
  const { documents } = await data<{ documents: ServiceCredentialSummary[]; totalItems: number }>(
    request,
    listUrl(api.serviceCredentials.getServiceCredentialWithQuery.path, { service: serviceId, isActive: 'true', isUsed: 'false', isBad: 'false' }),
  );
  return documents;
}

/** The order as the API answers it now (its deliveries included). */
export const singleOrder = (request: APIRequestContext, id: string) =>
  data<SingleOrder>(request, buildPath(api.orders.getSingleOrder.path, { id }));

/** A pending order of one unit of the service, placed through the storefront, as the API answers it. */
export async function pendingOrder(request: APIRequestContext, service: Service): Promise<SingleOrder> {
  return singleOrder(request, (await placeStorefrontOrder(request, service)).id);
}

/** Completes a pending order through the API: a stock service's credential is claimed and e-mailed. */
export async function completeOrder(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.patch(buildPath(api.orders.changeOrderStatus.path, { id }), {
    data: { orderStatus: 'completed' },
    headers: auth(),
  });
  expect(response.status(), await response.text()).toBe(200);
}
