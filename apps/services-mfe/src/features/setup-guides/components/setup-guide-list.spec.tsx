import { api } from '@shopdesk/contracts';
import { fakeApi, makeSetupGuide, testEmployee } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderSetupGuides, rowOf, serveSetupGuides } from '../testing/setup-guides-screen';

describe('setup guides list', () => {
  it.each([
    ['vpn', 'VPN Setup Guide', 'vpn'],
    ['dollarCard', 'Dollar Card Setup Guide', 'dollar-card'],
  ])('?type=%s lists the guides of that type under "%s"', async (urlType, title, apiType) => {
    serveSetupGuides([makeSetupGuide({ type: 'vpn', serial: 31 }), makeSetupGuide({ type: 'dollar-card', serial: 42 })]);
    renderSetupGuides(`?type=${urlType}`);

    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Create New ${title}` })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: title });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Image', 'Serial', 'Actions']);
    expect(fakeApi.lastCall(api.serviceSetupGuides.getServiceSetupGuideWithQuery)?.query.filters).toEqual({ type: apiType, isActive: 'true' });
  });

  it('shows each image as a thumbnail from the uploads path, or as is when it is already a link', async () => {
    serveSetupGuides([makeSetupGuide({ serial: 3, image: 'abc.png' }), makeSetupGuide({ serial: 4, image: 'https://cdn.test/g.png' })]);
    renderSetupGuides();
    expect(await screen.findByRole('img', { name: 'Setup guide 3' })).toHaveAttribute('src', '/uploads/abc.png');
    expect(screen.getByRole('img', { name: 'Setup guide 4' })).toHaveAttribute('src', 'https://cdn.test/g.png');
  });

  it('searches and filters archived guides', async () => {
    serveSetupGuides([makeSetupGuide({ serial: 11 }), makeSetupGuide({ serial: 12 })]);
    const { user, location } = renderSetupGuides();
    await rowOf('11');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '12');
    await waitFor(() => expect(screen.queryByText('11')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    await waitFor(() => expect(location()).toContain('isActive=false'));
    expect(location()).toContain('type=vpn');
  });

  it('views a guide read-only as read fresh: its type, image and serial, nothing to submit', async () => {
    const guide = makeSetupGuide({ serial: 8, image: 'eight.png' });
    serveSetupGuides([guide]);
    fakeApi.on(api.serviceSetupGuides.getSingleServiceSetupGuide, { ...guide, image: 'eight-new.png' });
    const { user } = renderSetupGuides();
    await user.click(within(await rowOf('8')).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('spinbutton', { name: 'Serial' })).toHaveAttribute('readonly');
    const dialog = screen.getByRole('dialog', { name: 'View VPN Setup Guide' });
    expect(fakeApi.lastCall(api.serviceSetupGuides.getSingleServiceSetupGuide)?.params.id).toBe(guide._id);
    expect(within(dialog).getByRole('textbox', { name: 'Type' })).toHaveValue('VPN');
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/uploads/eight-new.png');
    expect(within(dialog).queryByRole('button', { name: /Setup Guide/ })).not.toBeInTheDocument();
  });

  it('archives a guide through the confirm modal', async () => {
    const guide = makeSetupGuide({ serial: 5 });
    serveSetupGuides([guide]);
    fakeApi.on(api.serviceSetupGuides.archiveServiceSetupGuide, ({ body }) => ({ ...guide, ...body }));
    const { user } = renderSetupGuides();
    await user.click(within(await rowOf('5')).getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.serviceSetupGuides.archiveServiceSetupGuide)).toMatchObject({ params: { id: guide._id }, body: { isActive: false } });
  });

  it('says so when the type is not one, instead of an empty table', async () => {
    const { user } = renderSetupGuides('?type=dollar-card');
    expect(screen.getByRole('heading', { name: 'Unknown service type "dollar-card"' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
    serveSetupGuides([]);
    await user.click(screen.getByRole('link', { name: 'Dollar Card Setup Guide' }));
    expect(await screen.findByRole('table', { name: 'Dollar Card Setup Guide' })).toBeInTheDocument();
  });
  it('shows an agent the guides with View only: no Create, Edit, Archive nor Unarchive', async () => {
    serveSetupGuides([makeSetupGuide({ serial: 8 }), makeSetupGuide({ serial: 9, isActive: false })]);
    const { user } = renderSetupGuides('?type=vpn', { employee: testEmployee({ level: 'agent' }) });

    const row = await rowOf('8');
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View']);
    expect(screen.queryByRole('button', { name: /^Create New/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog', { name: 'View VPN Setup Guide' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Archived');
    expect(within(await rowOf('9')).queryByRole('button', { name: 'Unarchive' })).not.toBeInTheDocument();
  });

  it('gives a manager Create, Edit and Archive', async () => {
    serveSetupGuides([makeSetupGuide({ serial: 8 })]);
    renderSetupGuides('?type=vpn', { employee: testEmployee({ level: 'manager' }) });
    expect(within(await rowOf('8')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View', 'Edit', 'Archive']);
    expect(screen.getByRole('button', { name: 'Create New VPN Setup Guide' })).toBeInTheDocument();
  });
});
