import { api, LIST_LIMITS } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeCredential, makeService, renderSection, testEmployee, type RenderSectionOptions } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import ServicesRoutes from '../../../app/routes';
import { serveServiceCredentials } from '../../../testing/serve-credentials';
import { serveServices } from '../../../testing/serve-services';

const renderAt = (at: string, options: Partial<RenderSectionOptions> = {}) =>
  renderSection(<ServicesRoutes />, { at, mountPath: SECTIONS.services.mountPath, ...options });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('services list', () => {
  it('lists the services of the URL type with Name, Logo, Stock and Actions', async () => {
    serveServices([
      makeService({ name: 'Falcon VPN', logo: 'falcon.png' }),
      makeService({ name: 'Owl VPN', logo: null }),
      makeService({ name: 'Gold Card', type: 'dollar-card' }),
    ]);
    renderAt('/main/services/service?type=vpn');

    const table = screen.getByRole('table', { name: 'VPN' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Name', 'Logo', 'Price', 'Stock', 'Actions']);
    const falcon = await rowOf('Falcon VPN');
    expect(falcon.querySelector('td[data-field="price"]')).toHaveTextContent(/^\$\d+\.\d{2}$/);
    expect(within(falcon).getByRole('img', { name: 'Falcon VPN logo' })).toHaveAttribute('src', '/uploads/falcon.png');
    expect(within(await rowOf('Owl VPN')).getAllByRole('cell')[2]).toHaveTextContent('N/A');
    expect(screen.queryByText('Gold Card')).not.toBeInTheDocument();
    expect(fakeApi.pagesOf(api.services.getServiceWithQuery)[0].query).toEqual({
      currentPage: 1,
      limit: LIST_LIMITS.limit,
      filters: { type: 'vpn', isActive: 'true' },
    });
  });

  it("shows each service's stock: the credentials available, Low when running low, Manual when delivered by hand", async () => {
    serveServices([
      makeService({ name: 'Falcon VPN', stock: { available: 12, low: false } }),
      makeService({ name: 'Owl VPN', stock: { available: 2, low: true } }),
      makeService({ name: 'Hand VPN', delivery: 'manual', stock: null }),
    ]);
    renderAt('/main/services/service?type=vpn');

    const stockOf = async (name: string) => (await rowOf(name)).querySelector('td[data-field="stock"]') as HTMLElement;
    expect(await stockOf('Falcon VPN')).toHaveTextContent(/^12 available$/);
    const owl = await stockOf('Owl VPN');
    expect(owl).toHaveTextContent(/^2 available\s*Low$/);
    expect(within(owl).getByText('Low')).toBeInTheDocument();
    expect(await stockOf('Hand VPN')).toHaveTextContent(/^Manual$/);
  });

  it('shows the low stock services only while Low stock only is ticked, back on page 1, in the URL', async () => {
    serveServices([
      makeService({ name: 'Falcon VPN', stock: { available: 12, low: false } }),
      makeService({ name: 'Owl VPN', stock: { available: 2, low: true } }),
    ]);
    const { user, location } = renderAt('/main/services/service?type=vpn&page=2');
    const lowOnly = screen.getByRole('checkbox', { name: 'Low stock only' });
    expect(lowOnly).not.toBeChecked();

    await user.click(lowOnly);
    await waitFor(() => expect(screen.queryByText('Falcon VPN')).not.toBeInTheDocument());
    expect(screen.getByText('Owl VPN')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.services.getServiceWithQuery)?.query).toMatchObject({
      currentPage: 1,
      filters: { type: 'vpn', isActive: 'true', lowStock: true },
    });
    expect(location()).toBe('/main/services/service?type=vpn&lowStock=true');

    await user.click(lowOnly);
    expect(await screen.findByText('Falcon VPN')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.services.getServiceWithQuery)?.query.filters).toEqual({ type: 'vpn', isActive: 'true' });
  });

  it('keeps Low stock only across a reload of the URL', async () => {
    serveServices([makeService({ name: 'Falcon VPN' }), makeService({ name: 'Owl VPN', stock: { available: 0, low: true } })]);
    renderAt('/main/services/service?type=vpn&lowStock=true');
    expect(screen.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
    expect(await screen.findByText('Owl VPN')).toBeInTheDocument();
    expect(screen.queryByText('Falcon VPN')).not.toBeInTheDocument();
  });

  it("asks the API for the dollar card type as 'dollar-card' and names the create button after it", async () => {
    serveServices([makeService({ name: 'Gold Card', type: 'dollar-card' })]);
    renderAt('/main/services/service?type=dollarCard');
    expect(await screen.findByText('Gold Card')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.services.getServiceWithQuery)?.query.filters).toMatchObject({ type: 'dollar-card' });
    expect(screen.getByRole('button', { name: 'Create New Dollar Card' })).toBeInTheDocument();
  });

  it('shows the archived services under the Archived filter', async () => {
    serveServices([makeService({ name: 'Falcon VPN' }), makeService({ name: 'Old VPN', isActive: false })]);
    const { user, location } = renderAt('/main/services/service?type=vpn');
    await screen.findByText('Falcon VPN');
    expect(screen.queryByText('Old VPN')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    expect(await screen.findByText('Old VPN')).toBeInTheDocument();
    expect(screen.queryByText('Falcon VPN')).not.toBeInTheDocument();
    expect(location()).toContain('type=vpn');
  });

  it('searches, keeping the type', async () => {
    serveServices([makeService({ name: 'Falcon VPN' }), makeService({ name: 'Owl VPN' })]);
    const { user } = renderAt('/main/services/service?type=vpn');
    await screen.findByText('Owl VPN');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'falcon');
    await waitFor(() => expect(screen.queryByText('Owl VPN')).not.toBeInTheDocument());
    expect(fakeApi.lastCall(api.services.getServiceWithQuery)?.query).toMatchObject({ search: 'falcon', filters: { type: 'vpn' } });
  });

  it("offers view, edit, archive and the service's credentials on each row", async () => {
    const service = makeService({ name: 'Falcon VPN' });
    serveServices([service]);
    renderAt('/main/services/service?type=vpn');
    const row = await rowOf('Falcon VPN');
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View', 'Edit', 'Archive']);
    expect(within(row).getByRole('link', { name: 'Credentials' })).toHaveAttribute('href', `/main/services/serviceCredentials/${service._id}`);
  });

  it('archives a service after the confirm modal, then unarchives it from Archived', async () => {
    const served = serveServices([makeService({ name: 'Falcon VPN' })]);
    const { user } = renderAt('/main/services/service?type=vpn');
    await user.click(within(await rowOf('Falcon VPN')).getByRole('button', { name: 'Archive' }));

    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Do you want to archive "Falcon VPN"?');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(served.services[0].isActive).toBe(false);
    await waitFor(() => expect(screen.queryByText('Falcon VPN')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    await user.click(within(await rowOf('Falcon VPN')).getByRole('button', { name: 'Unarchive' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(served.services[0].isActive).toBe(true));
  });

  it('says when archiving fails, and keeps the service', async () => {
    serveServices([makeService({ name: 'Falcon VPN' })]);
    fakeApi.fail(api.services.archiveService, 500, 'Database unavailable');
    const { user } = renderAt('/main/services/service?type=vpn');
    await user.click(within(await rowOf('Falcon VPN')).getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Falcon VPN')).toBeInTheDocument();
  });

  it('shows the row actions of the selected row only on a narrow screen', async () => {
    serveServices([makeService({ name: 'Falcon VPN' }), makeService({ name: 'Owl VPN' })]);
    const { user } = renderAt('/main/services/service?type=vpn', { screen: 'narrow' });
    const falcon = await rowOf('Falcon VPN');
    expect(within(falcon).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(falcon).getByRole('button', { name: 'Show actions' }));
    expect(within(falcon).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(await rowOf('Owl VPN')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows an agent the services with View and Credentials only: no Create, Edit, Archive nor Unarchive', async () => {
    const service = makeService({ name: 'Falcon VPN' });
    serveServices([service, makeService({ name: 'Old VPN', isActive: false })]);
    serveServiceCredentials([makeCredential(service), makeCredential(service, { isUsed: true })]);
    const { user } = renderAt('/main/services/service?type=vpn', { employee: testEmployee({ level: 'agent' }) });

    const row = await rowOf('Falcon VPN');
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View']);
    expect(within(row).getByRole('link', { name: 'Credentials' })).toHaveAttribute('href', `/main/services/serviceCredentials/${service._id}`);
    expect(screen.queryByRole('button', { name: /^Create New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'View VPN' });
    expect(within(dialog).getByRole('textbox', { name: 'Service Name' })).toHaveValue('Falcon VPN');
    await waitFor(() => expect(within(dialog).getByRole('term').nextElementSibling).toHaveTextContent(/^1$/));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    expect(within(await rowOf('Old VPN')).queryByRole('button', { name: 'Unarchive' })).not.toBeInTheDocument();
  });

  it('gives a manager Create, Edit and Archive', async () => {
    serveServices([makeService({ name: 'Falcon VPN' })]);
    renderAt('/main/services/service?type=vpn', { employee: testEmployee({ level: 'manager' }) });
    const row = await rowOf('Falcon VPN');
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View', 'Edit', 'Archive']);
    expect(screen.getByRole('button', { name: 'Create New VPN' })).toBeInTheDocument();
  });

  it('archives the ticked services at once, and offers Unarchive on the archived ones', async () => {
    serveServices([makeService({ name: 'Falcon VPN' }), makeService({ name: 'Owl VPN' }), makeService({ name: 'Old VPN', isActive: false })]);
    const { user } = renderAt('/main/services/service?type=vpn', { employee: testEmployee({ level: 'manager' }) });
    fakeApi.on(api.services.bulkArchiveServices, ({ body }) => ({ done: body.ids ?? [], failed: [] }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Falcon VPN' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Owl VPN' }));
    await user.click(within(screen.getByRole('region', { name: 'Selected services' })).getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive 2 services' }));
    const sent = fakeApi.lastCall(api.services.bulkArchiveServices)?.body;
    expect(sent?.isActive).toBe(false);
    expect(sent?.ids).toHaveLength(2);
    expect(await screen.findByText('2 archived')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Old VPN' }));
    expect(within(screen.getByRole('region', { name: 'Selected services' })).getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
  });

  it('has a back arrow to the hub', async () => {
    serveServices([]);
    const { user, location } = renderAt('/main/services/service?type=vpn');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(location()).toBe('/main/services/dashboard');
  });
});
