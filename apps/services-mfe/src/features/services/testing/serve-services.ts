import { api, type ServiceListEntry } from '@shopdesk/contracts';
import { failure, fakeApi, listPage, makeService } from '@shopdesk/testing';

export interface ServedServices {
  /** The services as the fake API holds them now; change one to play another employee. */
  services: ServiceListEntry[];
}

/**
 * Answers every services call from `services` in memory, as the API does: lists (type and
 * Active/Archived filters, search in name and slug, paging), one service, archive, and create
 * and update (a stored logo is named 'logo-<n>.png'; a taken slug is a 409 about `slug`).
 *
 * @example const served = serveServices([makeService({ name: 'Falcon VPN' })]);
 */
export function serveServices(services: readonly ServiceListEntry[]): ServedServices {
  const served: ServedServices = { services: services.map((service) => ({ ...service })) };
  const find = (id: string) => served.services.find((service) => service._id === id);
  const slugTaken = (slug: string | undefined, id?: string) => served.services.some((s) => s.slug === slug && s._id !== id);
  let logos = 0;
  const storedLogo = (file: File | undefined) => (file ? `logo-${++logos}.png` : undefined);

  fakeApi.on(api.services.getServiceWithQuery, (request) => listPage(request, served.services, { searchIn: ['name', 'slug'] }));
  fakeApi.on(api.services.getSingleService, ({ params }) => {
    const service = find(params.id);
    return service ? { ...service } : failure(404, 'Service not found');
  });
  fakeApi.on(api.services.archiveService, ({ params, body }) => {
    const service = find(params.id);
    if (!service) return failure(404, 'Service not found');
    service.isActive = body.isActive;
    return { ...service };
  });
  fakeApi.on(api.services.createService, ({ body, files }) => {
    if (slugTaken(body.slug)) return failure(409, 'A service with this slug already exists', [{ path: 'slug', message: 'A service with this slug already exists' }]);
    const { slug = '', country, link, ...fields } = body;
    const created = makeService({ ...fields, slug, country: country ?? null, link: link ?? null, shortDescription: fields.shortDescription ?? '', logo: storedLogo(files.logo) ?? null, isActive: true });
    served.services.push(created);
    return { ...created };
  });
  fakeApi.on(api.services.updateService, ({ params, body, files }) => {
    const service = find(params.id);
    if (!service) return failure(404, 'Service not found');
    if (slugTaken(body.slug, service._id)) return failure(409, 'A service with this slug already exists', [{ path: 'slug', message: 'A service with this slug already exists' }]);
    const { slug = service.slug, country, link, ...fields } = body;
    Object.assign(service, { ...fields, slug, country: country ?? null, link: link ?? null, logo: storedLogo(files.logo) ?? service.logo });
    return { ...service };
  });
  return served;
}
