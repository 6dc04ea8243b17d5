import { api, type ServiceSetupGuide } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { failure, fakeApi, listPage, renderSection, type RenderSectionOptions } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ServiceSetupGuidesRoute } from '../../../routes/service-setup-guides-route';

/** Answers the setup-guide list from `guides`, as the API filters, searches and pages it, and each guide's single read. */
export function serveSetupGuides(guides: ServiceSetupGuide[]) {
  fakeApi.on(api.serviceSetupGuides.getServiceSetupGuideWithQuery, (request) => listPage(request, guides, { searchIn: ['serial'] }));
  fakeApi.on(
    api.serviceSetupGuides.getSingleServiceSetupGuide,
    ({ params }) => guides.find((guide) => guide._id === params.id) ?? failure(404, 'Service setup guide not found'),
  );
}

/**
 * The setup-guides route as the section mounts it, at `?type=...`. The user picks any file
 * (applyAccept off), as with the file dialog's "All files". An owner is signed in unless `employee` says.
 */
export function renderSetupGuides(query = '?type=vpn', { employee }: Pick<RenderSectionOptions, 'employee'> = {}) {
  const view = renderSection(
    <Routes>
      <Route path="serviceSetupGuides" element={<ServiceSetupGuidesRoute />} />
      <Route path="dashboard" element={<h1>Services hub</h1>} />
    </Routes>,
    { at: `/main/services/serviceSetupGuides${query}`, mountPath: SECTIONS.services.mountPath, employee },
  );
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

/** The table row showing `text`, once the list has loaded. */
export const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

export const jpeg = () => new File(['jpeg-bytes'], 'guide.jpg', { type: 'image/jpeg' });
