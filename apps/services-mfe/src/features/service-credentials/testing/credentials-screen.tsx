import { api, type ServiceCredential } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeService, renderSection, type RenderSectionOptions } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ServiceCredentialsRoute } from '../../../routes/service-credentials-route';
import { serveServiceCredentials, type ServedCredentials } from '../../../testing/serve-credentials';

/** The service of the credentials screen in these tests: a Dollar Card. */
export const testService = makeService({ name: 'Falcon VPN', type: 'dollar-card' });

/**
 * Answers the screen's calls: its service, and its credentials (lists without passwords, single
 * reads, bulk import) from `credentials` in memory.
 */
export function serveCredentials(credentials: ServiceCredential[]): ServedCredentials {
  fakeApi.on(api.services.getSingleService, testService);
  return serveServiceCredentials(credentials, [testService]);
}

/** The credentials route as the section mounts it, with the service list it goes back to; an owner signed in unless `employee` says. */
export function renderCredentials(
  at = `/main/services/serviceCredentials/${testService._id}`,
  { employee }: Pick<RenderSectionOptions, 'employee'> = {},
) {
  return renderSection(
    <Routes>
      <Route path="serviceCredentials/:serviceId" element={<ServiceCredentialsRoute />} />
      <Route path="service" element={<h1>Service list</h1>} />
    </Routes>,
    { at, mountPath: SECTIONS.services.mountPath, employee },
  );
}

/** The table row showing `text`, once the list has loaded. */
export const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
