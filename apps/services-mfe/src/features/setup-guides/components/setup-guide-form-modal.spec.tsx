import { api } from '@shopdesk/contracts';
import { fakeApi, failure, makeSetupGuide } from '@shopdesk/testing';
import { IMAGE_TYPE_MESSAGE } from '@shopdesk/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { jpeg, renderSetupGuides, rowOf, serveSetupGuides } from '../testing/setup-guides-screen';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs one to exist.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

async function openCreate(query = '?type=dollarCard') {
  serveSetupGuides([]);
  const view = renderSetupGuides(query);
  await view.user.click(screen.getByRole('button', { name: /^Create New/ }));
  return { ...view, dialog: screen.getByRole('dialog', { name: /^Create/ }) };
}

describe('create setup guide', () => {
  it('requires an image and a serial, and shows the type of the URL', async () => {
    const { user, dialog } = await openCreate();
    expect(dialog).toHaveAccessibleName('Create Dollar Card Setup Guide');
    expect(within(dialog).getByRole('textbox', { name: 'Type' })).toHaveValue('Dollar Card');
    await user.click(within(dialog).getByRole('button', { name: 'Create Setup Guide' }));
    expect(await within(dialog).findByText('Image is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Serial is required')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.serviceSetupGuides.createServiceSetupGuide)).toHaveLength(0);
  });

  it('refuses a file that is not jpeg or png, with a message', async () => {
    const { user, dialog } = await openCreate();
    await user.upload(within(dialog).getByLabelText('Image'), new File(['GIF89a'], 'guide.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText(IMAGE_TYPE_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Image preview' })).not.toBeInTheDocument();
  });

  it('uploads the image with the type and serial, previewed first, and says so', async () => {
    fakeApi.on(api.serviceSetupGuides.createServiceSetupGuide, ({ body }) => makeSetupGuide(body));
    const { user, dialog } = await openCreate();
    await user.upload(within(dialog).getByLabelText('Image'), jpeg());
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:preview');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Serial' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create Setup Guide' }));

    expect(await screen.findByText('Service setup guide created successfully')).toBeInTheDocument();
    const sent = fakeApi.lastCall(api.serviceSetupGuides.createServiceSetupGuide);
    expect(sent?.body).toEqual({ type: 'dollar-card', serial: 12 });
    expect(sent?.files['image']?.name).toBe('guide.jpg');
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows a server field error at its field and keeps what was typed', async () => {
    fakeApi.fail(api.serviceSetupGuides.createServiceSetupGuide, 400, 'Invalid body', [{ path: 'serial', message: 'must be <= 1000000' }]);
    const { user, dialog } = await openCreate();
    await user.upload(within(dialog).getByLabelText('Image'), jpeg());
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Serial' }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Create Setup Guide' }));
    expect(await within(dialog).findByText('must be <= 1000000')).toBeInTheDocument();
    expect(screen.getByText('Invalid body')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Serial' })).toHaveValue(7);
  });
});

describe('update setup guide', () => {
  const guide = makeSetupGuide({ serial: 9, image: 'nine.png' });

  async function openUpdate() {
    serveSetupGuides([guide]);
    const view = renderSetupGuides();
    await view.user.click(within(await rowOf('9')).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('spinbutton', { name: 'Serial' });
    return { ...view, dialog: screen.getByRole('dialog', { name: 'Update VPN Setup Guide' }) };
  }

  it('reads the guide first: the form starts from it as stored now, not as listed', async () => {
    serveSetupGuides([guide]);
    // Another employee changed it since the list loaded.
    fakeApi.on(api.serviceSetupGuides.getSingleServiceSetupGuide, { ...guide, serial: 11, image: 'eleven.png' });
    const read = fakeApi.hold(api.serviceSetupGuides.getSingleServiceSetupGuide);
    const { user } = renderSetupGuides();
    await user.click(within(await rowOf('9')).getByRole('button', { name: 'Edit' }));

    const dialog = screen.getByRole('dialog', { name: 'Update VPN Setup Guide' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Loading the setup guide');
    read.release();
    expect(await screen.findByRole('spinbutton', { name: 'Serial' })).toHaveValue(11);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/uploads/eleven.png');
    expect(fakeApi.lastCall(api.serviceSetupGuides.getSingleServiceSetupGuide)?.params.id).toBe(guide._id);
  });

  it('says when the guide cannot be read, with a Retry', async () => {
    serveSetupGuides([guide]);
    fakeApi.fail(api.serviceSetupGuides.getSingleServiceSetupGuide, 500, 'Database unavailable');
    const { user } = renderSetupGuides();
    await user.click(within(await rowOf('9')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Update VPN Setup Guide' });
    expect(await within(dialog).findByText('Database unavailable')).toBeInTheDocument();

    serveSetupGuides([guide]);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('spinbutton', { name: 'Serial' })).toHaveValue(9);
  });

  it('keeps the stored image when none is chosen, and says it updated', async () => {
    fakeApi.on(api.serviceSetupGuides.updateServiceSetupGuide, ({ body }) => ({ ...guide, ...body }));
    const { user, dialog } = await openUpdate();
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/uploads/nine.png');
    const serial = within(dialog).getByRole('spinbutton', { name: 'Serial' });
    await user.clear(serial);
    await user.type(serial, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Update Setup Guide' }));

    expect(await screen.findByText('Service setup guide updated successfully')).toBeInTheDocument();
    const sent = fakeApi.lastCall(api.serviceSetupGuides.updateServiceSetupGuide);
    expect(sent).toMatchObject({ params: { id: guide._id }, body: { type: 'vpn', serial: 10 } });
    expect(sent?.files).toEqual({});
  });

  it('says the update failed and keeps the form', async () => {
    fakeApi.on(api.serviceSetupGuides.updateServiceSetupGuide, failure(500, 'Database unavailable'));
    const { user, dialog } = await openUpdate();
    await user.click(within(dialog).getByRole('button', { name: 'Update Setup Guide' }));
    expect(await screen.findByText('Failed to update service setup guide')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});

describe('a serial already used', () => {
  const used = /Another active setup guide of this type has serial/;

  it('is warned of before save, for another active guide of the type only', async () => {
    serveSetupGuides([
      makeSetupGuide({ type: 'dollar-card', serial: 2 }),
      makeSetupGuide({ type: 'vpn', serial: 3 }),
      makeSetupGuide({ type: 'dollar-card', serial: 4, isActive: false }),
    ]);
    const { user } = renderSetupGuides('?type=dollarCard');
    await user.click(screen.getByRole('button', { name: /^Create New/ }));
    const dialog = screen.getByRole('dialog', { name: /^Create/ });
    const serial = within(dialog).getByRole('spinbutton', { name: 'Serial' });

    await user.type(serial, '2');
    expect(await within(dialog).findByText(used)).toBeInTheDocument();
    expect(serial).toHaveAccessibleDescription(/has serial 2/);
    for (const free of ['3', '4', '12']) {
      await user.clear(serial);
      await user.type(serial, free);
      // Typing rests, the serial is looked up: nothing to warn of.
      await waitFor(() => expect(fakeApi.lastCall(api.serviceSetupGuides.getServiceSetupGuideWithQuery)?.query.search).toBe(free));
      await waitFor(() => expect(within(dialog).queryByText(used)).not.toBeInTheDocument());
    }
  });
});
