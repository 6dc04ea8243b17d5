import { api, DEFAULT_DELIVERY, type DeliveryMode, type ServiceListEntry, type ServiceStock } from '@shopdesk/contracts';
import { failure, fakeApi, listPage, makeService, type FakeRequest } from '@shopdesk/testing';

export interface ServedServices {
  /** The services as the fake API holds them now; change one to play another employee. */
  services: ServiceListEntry[];
}

type ListRequest = FakeRequest<typeof api.services.getServiceWithQuery>;

/** The list's rows for the request: the low stock ones only when its filters ask (`lowStock`). */
function sieveLowStock(request: ListRequest, services: readonly ServiceListEntry[]) {
  const { lowStock, ...filters } = request.query.filters ?? {};
  const wanted = lowStock === true || lowStock === 'true' ? services.filter((service) => service.stock?.low) : services;
  return { request: { ...request, query: { ...request.query, filters } }, rows: wanted };
}

/**
 * A service's stock once its delivery is `delivery`: none for a manual one; a stock one keeps
 * the stock it had, and a new one starts empty (low, as the API says of fewer than 5).
 */
const stockFor = (delivery: DeliveryMode, before: ServiceStock = null): ServiceStock =>
  delivery === 'manual' ? null : (before ?? { available: 0, low: true });

/**
 * Answers every services call from `services` in memory, as the API does: lists (type,
 * Active/Archived and low stock filters, search in name and slug, paging, each with its stock),
 * one service, archive, and create and update (a stored logo is named 'logo-<n>.png'; a taken
 * slug is a 409 about `slug`; the delivery left out is the type's default, or the one it had).
 *
 * @example const served = serveServices([makeService({ name: 'Falcon VPN' })]);
 */
export function serveServices(services: readonly ServiceListEntry[]): ServedServices {
  const served: ServedServices = { services: services.map((service) => ({ ...service })) };
  const find = (id: string) => served.services.find((service) => service._id === id);
  const slugTaken = (slug: string | undefined, id?: string) => served.services.some((s) => s.slug === slug && s._id !== id);
  let logos = 0;
  const storedLogo = (file: File | undefined) => (file ? `logo-${++logos}.png` : undefined);

  fakeApi.on(api.services.getServiceWithQuery, (asked) => {
    const { request, rows } = sieveLowStock(asked, served.services);
    return listPage(request, rows, { searchIn: ['name', 'slug'] });
  });
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
    const { slug = '', country, link, delivery = DEFAULT_DELIVERY[body.type], ...fields } = body;
    const created = makeService({ ...fields, slug, country: country ?? null, link: link ?? null, shortDescription: fields.shortDescription ?? '', logo: storedLogo(files.logo) ?? null, isActive: true, delivery, stock: stockFor(delivery) });
    served.services.push(created);
    return { ...created };
  });
  fakeApi.on(api.services.updateService, ({ params, body, files }) => {
    const service = find(params.id);
    if (!service) return failure(404, 'Service not found');
    if (slugTaken(body.slug, service._id)) return failure(409, 'A service with this slug already exists', [{ path: 'slug', message: 'A service with this slug already exists' }]);
    const { slug = service.slug, country, link, delivery = service.delivery, ...fields } = body;
    Object.assign(service, { ...fields, slug, country: country ?? null, link: link ?? null, logo: storedLogo(files.logo) ?? service.logo, delivery, stock: stockFor(delivery, service.stock) });
    return { ...service };
  });
  return served;
}
