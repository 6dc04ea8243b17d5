import { expect, type APIRequestContext } from '@playwright/test';
import { api, type Service, type ServiceType } from '@shopdesk/contracts';
import { adminToken } from '../auth/auth-flows';

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
