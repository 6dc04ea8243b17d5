import { api, type Service, type ServiceCredential } from '@shopdesk/contracts';
import { failure, fakeApi, listPage, makeCredential } from '@shopdesk/testing';
import { sortImport } from './fake-import';

export interface ServedCredentials {
  /** The credentials as the fake API holds them now, imported ones included. */
  credentials: ServiceCredential[];
}

/**
 * Answers the credentials calls from `credentials` in memory, as the API does: lists without
 * passwords (filters, search in userId, paging), single reads with the password, and bulk
 * import: the preview sorts the lines (see `sortImport`) and writes nothing; the import sorts
 * again and adds the new lines to the service of the body (named after `services`).
 *
 * @example const served = serveServiceCredentials([makeCredential(service, { userId: 'ali' })], [service]);
 */
export function serveServiceCredentials(
  credentials: readonly ServiceCredential[],
  services: readonly Pick<Service, '_id' | 'name'>[] = [],
): ServedCredentials {
  const served: ServedCredentials = { credentials: credentials.map((credential) => ({ ...credential })) };
  const stockOf = (service: string) => served.credentials.filter((credential) => credential.service === service);

  fakeApi.on(api.serviceCredentials.getServiceCredentialWithQuery, (request) =>
    listPage(
      request,
      served.credentials.map(({ password: _password, ...summary }) => summary),
      { searchIn: ['userId'] },
    ),
  );
  fakeApi.on(api.serviceCredentials.getSingleServiceCredential, ({ params }) => {
    const found = served.credentials.find((credential) => credential._id === params.id);
    return found ? { ...found } : failure(404, 'Credential not found');
  });
  fakeApi.on(api.serviceCredentials.previewCredentialImport, ({ body }) => {
    const { freshLines: _fresh, ...preview } = sortImport(body.text, stockOf(body.service));
    return preview;
  });
  fakeApi.on(api.serviceCredentials.importServiceCredentials, ({ body }) => {
    const { freshLines, ...preview } = sortImport(body.text, stockOf(body.service));
    const service = services.find(({ _id }) => _id === body.service);
    if (!service) return failure(404, 'Service not found');
    for (const { userId, password } of freshLines) served.credentials.push(makeCredential(service, { userId, password }));
    return { ...preview, imported: freshLines.length };
  });
  return served;
}
