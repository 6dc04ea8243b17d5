import { expect, type APIRequestContext } from '@playwright/test';
import { api, type Service, type ServiceType } from '@shopdesk/contracts';
import { adminToken } from '../../support/product';

/** The first active service of `type` in the demo data, as the API lists it. */
export async function firstActiveService(request: APIRequestContext, type: ServiceType): Promise<Service> {
  const filters = encodeURIComponent(JSON.stringify({ isActive: 'true', type }));
  const response = await request.get(`${api.services.getServiceWithQuery.path}?filters=${filters}`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { documents: Service[] } };
  expect(data.documents.length).toBeGreaterThan(0);
  return data.documents[0];
}

/** Adds credentials with the user IDs `${prefix}-01`, `${prefix}-02`, … to a service, through the API. */
export async function createCredentials(request: APIRequestContext, service: Service, prefix: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    const userId = `${prefix}-${String(n).padStart(2, '0')}`;
    const response = await request.post(api.serviceCredentials.createServiceCredential.path, {
      data: { service: service._id, userId, password: `secret-${userId}` },
      headers: { Authorization: `Bearer ${adminToken()}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}
