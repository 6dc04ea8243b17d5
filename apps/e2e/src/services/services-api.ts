import { type APIRequestContext } from '@playwright/test';
import { expect } from '../../support/test';
import { api, buildPath, type CallBody, type Service, type ServiceType } from '@shopdesk/contracts';
import { adminToken } from '../../support/product';

const auth = () => ({ Authorization: `Bearer ${adminToken()}` });

/** The first active service of `type` in the demo data, as the API lists it. */
export async function firstActiveService(request: APIRequestContext, type: ServiceType): Promise<Service> {
  const filters = encodeURIComponent(JSON.stringify({ isActive: 'true', type }));
  const response = await request.get(`${api.services.getServiceWithQuery.path}?filters=${filters}`, { headers: auth() });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { documents: Service[] } };
  expect(data.documents.length).toBeGreaterThan(0);
  return data.documents[0];
}

type ServiceForm = CallBody<typeof api.services.createService>;

/**
 * Creates a service through the API, sent as the service form sends it (multipart, no logo). Unless
 * `fields` say otherwise: a VPN, so delivered from stock (its type's default), with one benefit.
 */
export async function createService(request: APIRequestContext, fields: Partial<ServiceForm> & Pick<ServiceForm, 'name'>): Promise<Service> {
  const { benefits, ...text }: ServiceForm = {
    type: 'vpn',
    price: 9.99,
    linkOrApk: 'link',
    link: 'https://example.com/app',
    serial: 90,
    benefits: ['Fast servers'],
    ...fields,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(text)) if (value !== undefined) form.append(name, String(value));
  for (const benefit of benefits) form.append('benefits[]', benefit);
  const response = await request.post(api.services.createService.path, { multipart: form, headers: auth() });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Service }).data;
}

/** Archives a service through the API: it leaves the active lists (and the dashboard's Low stock card). */
export async function archiveService(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.patch(buildPath(api.services.archiveService.path, { id }), { data: { isActive: false }, headers: auth() });
  expect(response.status(), await response.text()).toBe(200);
}

/** The password createCredentials gives the credential with this user ID. */
export const credentialPassword = (userId: string) => `secret-${userId}`;

/** Adds credentials with the user IDs `${prefix}-01`, `${prefix}-02`, … to a service, through the API. */
export async function createCredentials(request: APIRequestContext, service: Service, prefix: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    const userId = `${prefix}-${String(n).padStart(2, '0')}`;
    const response = await request.post(api.serviceCredentials.createServiceCredential.path, {
      data: { service: service._id, userId, password: credentialPassword(userId) },
      headers: auth(),
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}
