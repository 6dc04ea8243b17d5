import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeCredential, makeService, renderSection } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import ServicesRoutes from '../../../app/routes';
import { serveServiceCredentials } from '../../../testing/serve-credentials';
import { serveServices } from '../../../testing/serve-services';

const renderList = (type: 'vpn' | 'dollarCard') =>
  renderSection(<ServicesRoutes />, { at: `/main/services/service?type=${type}`, mountPath: SECTIONS.services.mountPath });

async function openCreate(type: 'vpn' | 'dollarCard', topic: string) {
  const rendered = renderList(type);
  await rendered.user.click(screen.getByRole('button', { name: `Create New ${topic}` }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: `Create ${topic}` }) };
}

// jsdom has no object URLs; the logo preview asks for one.
beforeEach(() => Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() }));

describe('the service form', () => {
  beforeEach(() => serveServices([]));

  it("refuses to send an empty form, with the product's messages at the fields", async () => {
    const { user, dialog } = await openCreate('vpn', 'VPN');
    await user.click(within(dialog).getByRole('button', { name: 'Create Service' }));

    expect(await within(dialog).findByText('Service Name is required')).toBeInTheDocument();
    for (const message of ['Price ($) is required', 'Serial is required', 'Link is required', 'Benefit is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText(/Logo is required/)).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.services.createService)).toEqual([]);
  });

  it('offers a country (UAE, KSA or none) for a VPN only', async () => {
    const { dialog } = await openCreate('vpn', 'VPN');
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    expect(within(country).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['None', ''],
      ['UAE', 'uae'],
      ['KSA', 'ksa'],
    ]);
  });

  it('has no country for a dollar card', async () => {
    const { dialog } = await openCreate('dollarCard', 'Dollar Card');
    expect(within(dialog).queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
  });

  it('shows and requires the link only while the choice is link', async () => {
    const { user, dialog } = await openCreate('vpn', 'VPN');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Link or APK' }), 'apk');
    expect(within(dialog).queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Service' }));
    await within(dialog).findByText('Service Name is required');
    expect(within(dialog).queryByText('Link is required')).not.toBeInTheDocument();
  });

  it('adds benefit lines, with an X on each while more than one remains', async () => {
    const { user, dialog } = await openCreate('vpn', 'VPN');
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '+ Add Benefit' }));
    await user.click(within(dialog).getByRole('button', { name: '+ Add Benefit' }));
    expect(within(dialog).getByRole('textbox', { name: 'Benefit 3' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Remove Benefit/ })).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Benefit 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Benefit 2' }));
    expect(within(dialog).getByRole('textbox', { name: 'Benefit 1' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('creates a VPN with its logo, the slug made from its name and every benefit', async () => {
    const { user, dialog } = await openCreate('vpn', 'VPN');
    await user.type(within(dialog).getByRole('textbox', { name: 'Service Name' }), 'Falcon VPN Pro');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'ksa');
    const logo = new File(['png'], 'falcon.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Logo'), logo);
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price ($)' }), '9.99');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Serial' }), '4');
    await user.type(within(dialog).getByRole('textbox', { name: 'Link' }), 'https://falcon.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Benefit 1' }), 'Fast');
    await user.click(within(dialog).getByRole('button', { name: '+ Add Benefit' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Benefit 2' }), 'No logs');
    await user.click(within(dialog).getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Service created successfully')).toBeInTheDocument();
    const sent = fakeApi.lastCall(api.services.createService);
    expect(sent?.body).toMatchObject({ name: 'Falcon VPN Pro', slug: 'falcon-vpn-pro', type: 'vpn', country: 'ksa', price: 9.99, serial: 4, delivery: 'stock' });
    expect(sent?.body.benefits).toEqual(['Fast', 'No logs']);
    expect(sent?.files.logo?.name).toBe('falcon.png');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Falcon VPN Pro logo' })).toBeInTheDocument();
  });

  it('offers the delivery, from stock by default for a VPN', async () => {
    const { dialog } = await openCreate('vpn', 'VPN');
    const delivery = within(dialog).getByRole('combobox', { name: 'Delivery' });
    expect(within(delivery).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['Credential from stock', 'stock'],
      ['Manual', 'manual'],
    ]);
    expect(delivery).toHaveValue('stock');
  });

  it('creates a dollar card delivered by hand unless the employee picks the stock', async () => {
    const { user, dialog } = await openCreate('dollarCard', 'Dollar Card');
    const delivery = within(dialog).getByRole('combobox', { name: 'Delivery' });
    expect(delivery).toHaveValue('manual');
    await user.type(within(dialog).getByRole('textbox', { name: 'Service Name' }), 'Gold Card');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price ($)' }), '5');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Serial' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Link or APK' }), 'apk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Benefit 1' }), 'Works abroad');
    await user.selectOptions(delivery, 'stock');
    await user.click(within(dialog).getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Service created successfully')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.services.createService)?.body).toMatchObject({ type: 'dollar-card', delivery: 'stock' });
  });

  it('shows a taken slug at the name, and keeps the form as typed', async () => {
    serveServices([makeService({ name: 'Falcon VPN', slug: 'falcon-vpn' })]);
    const { user, dialog } = await openCreate('dollarCard', 'Dollar Card');
    await user.type(within(dialog).getByRole('textbox', { name: 'Service Name' }), 'Falcon VPN');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price ($)' }), '5');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Serial' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Link or APK' }), 'apk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Benefit 1' }), 'Works abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Failed to create service')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Service Name' });
    expect(name).toHaveAccessibleDescription(/A service with this slug already exists/);
    expect(name).toHaveValue('Falcon VPN');
    expect(within(dialog).getByRole('textbox', { name: 'Benefit 1' })).toHaveValue('Works abroad');
    expect(fakeApi.lastCall(api.services.createService)?.body.country).toBeUndefined();
  });
});

describe('updating and viewing a service', () => {
  const service = makeService({ name: 'Falcon VPN', country: 'uae', price: 9.99, benefits: ['Fast', 'No logs'], logo: 'falcon.png' });

  // Two of them can still be handed out: one was used, one reported bad, one archived.
  const credentials = [
    makeCredential(service),
    makeCredential(service),
    makeCredential(service, { isUsed: true }),
    makeCredential(service, { isUsed: true, isBad: true }),
    makeCredential(service, { isActive: false }),
  ];
  beforeEach(() => serveServiceCredentials(credentials));

  async function openRow(action: 'View' | 'Edit') {
    const served = serveServices([service]);
    const rendered = renderList('vpn');
    const row = (await screen.findByText('Falcon VPN')).closest('tr') as HTMLElement;
    await rendered.user.click(within(row).getByRole('button', { name: action }));
    return { ...rendered, served };
  }

  it('reads the service first, then updates its price and a benefit', async () => {
    const { user, served } = await openRow('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Update VPN' });
    expect(fakeApi.lastCall(api.services.getSingleService)?.params.id).toBe(service._id);
    const price = await within(dialog).findByRole('spinbutton', { name: 'Price ($)' });
    expect(price).toHaveValue(9.99);
    await user.clear(price);
    await user.type(price, '12.5');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Benefit 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Benefit 2' }), 'Zero logs');
    await user.click(within(dialog).getByRole('button', { name: 'Update Service' }));

    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    expect(served.services[0]).toMatchObject({ price: 12.5, benefits: ['Fast', 'Zero logs'], logo: 'falcon.png', country: 'uae' });
    expect(fakeApi.lastCall(api.services.updateService)?.files.logo).toBeUndefined();
  });

  it('views what was just saved, even while the read that follows the save is still on its way', async () => {
    const { user } = await openRow('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Update VPN' });
    const price = await within(dialog).findByRole('spinbutton', { name: 'Price ($)' });
    await user.clear(price);
    await user.type(price, '12.5');
    // The save's refetch of the service is slow: the view opens before it is back.
    const reread = fakeApi.hold(api.services.getSingleService);
    await user.click(within(dialog).getByRole('button', { name: 'Update Service' }));
    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update VPN' })).not.toBeInTheDocument());

    const row = screen.getByText('Falcon VPN').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const view = await screen.findByRole('dialog', { name: 'View VPN' });
    expect(within(view).getByRole('status')).toHaveTextContent('Loading the service');
    reread.release();
    expect(await screen.findByRole('spinbutton', { name: 'Price ($)' })).toHaveValue(12.5);
  });

  it('keeps the form as typed when the update fails', async () => {
    const { user } = await openRow('Edit');
    fakeApi.fail(api.services.updateService, 500, 'Database unavailable');
    const dialog = await screen.findByRole('dialog', { name: 'Update VPN' });
    const name = await within(dialog).findByRole('textbox', { name: 'Service Name' });
    await user.type(name, ' Plus');
    await user.click(within(dialog).getByRole('button', { name: 'Update Service' }));

    expect(await screen.findByText('Failed to update service')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update VPN' })).toBeInTheDocument();
    expect(name).toHaveValue('Falcon VPN Plus');
  });

  it('shows the service read-only, the country in upper case, without a submit', async () => {
    await openRow('View');
    const dialog = await screen.findByRole('dialog', { name: 'View VPN' });
    expect(await within(dialog).findByRole('textbox', { name: 'Service Name' })).toHaveAttribute('readonly');
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    expect(country).toBeDisabled();
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('UAE');
    expect(within(dialog).getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/uploads/falcon.png');
    expect(within(dialog).queryByRole('button', { name: 'Update Service' })).not.toBeInTheDocument();
  });

  it('shows how the service is delivered and how many of its credentials are available', async () => {
    await openRow('View');
    const dialog = await screen.findByRole('dialog', { name: 'View VPN' });
    const delivery = await within(dialog).findByRole('combobox', { name: 'Delivery' });
    expect(delivery).toBeDisabled();
    expect(within(delivery).getByRole('option', { selected: true })).toHaveTextContent('Credential from stock');
    const available = within(dialog).getByRole('term');
    expect(available).toHaveTextContent('Available credentials');
    await waitFor(() => expect(available.nextElementSibling).toHaveTextContent(/^2$/));
    expect(fakeApi.lastCall(api.serviceCredentials.getServiceCredentialWithQuery)?.query).toMatchObject({
      limit: 1,
      filters: { service: service._id, isActive: true, isUsed: false, isBad: false },
    });
  });

  it('has no available credentials for a service delivered by hand', async () => {
    serveServices([makeService({ name: 'Hand VPN', delivery: 'manual', stock: null })]);
    const { user } = renderList('vpn');
    await user.click(within((await screen.findByText('Hand VPN')).closest('tr') as HTMLElement).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'View VPN' });
    expect(within(await within(dialog).findByRole('combobox', { name: 'Delivery' })).getByRole('option', { selected: true })).toHaveTextContent('Manual');
    expect(within(dialog).queryByText('Available credentials')).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.serviceCredentials.getServiceCredentialWithQuery)).toEqual([]);
  });

  it('changes the delivery of a service', async () => {
    const { user, served } = await openRow('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Update VPN' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Delivery' }), 'manual');
    await user.click(within(dialog).getByRole('button', { name: 'Update Service' }));
    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.services.updateService)?.body.delivery).toBe('manual');
    expect(served.services[0]).toMatchObject({ delivery: 'manual', stock: null });
  });

  it('says when the service cannot be read, with a Retry', async () => {
    serveServices([service]);
    const { user } = renderList('vpn');
    const row = (await screen.findByText('Falcon VPN')).closest('tr') as HTMLElement;
    fakeApi.fail(api.services.getSingleService, 500, 'Database unavailable');
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update VPN' });
    expect(await within(dialog).findByText('Database unavailable')).toBeInTheDocument();

    serveServices([service]);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByRole('dialog')).findByRole('textbox', { name: 'Service Name' })).toHaveValue('Falcon VPN');
  });
});
