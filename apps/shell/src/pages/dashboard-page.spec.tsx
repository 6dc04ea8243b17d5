import { getMe } from '@shopdesk/api-client';
import { allSections, SUMMARY_MODULE } from '@shopdesk/sections';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentModule } from '../remotes/remote-loader';
import { fakeLoader, me, renderShell, signIn, signOut } from '../testing/render-shell';

jest.mock('@shopdesk/api-client', () => ({
  ...jest.requireActual('@shopdesk/api-client'),
  getMe: jest.fn(),
  logout: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(getMe).mockResolvedValue(me);
  signOut();
  signIn();
});

const expectSectionLinks = () => {
  const links = within(screen.getByRole('region', { name: 'Sections' }));
  for (const [title, href] of [
    ['Users', '/main/users'],
    ['Services', '/main/services'],
    ['Orders', '/main/orders'],
  ]) {
    expect(links.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', href);
  }
};

describe('the dashboard', () => {
  it("shows the summary of each section that exposes one, under the section's title, and links to every section", async () => {
    const loader = fakeLoader();
    renderShell('/main/dashboard', { loader });

    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(orders).findByText('orders summary')).toBeInTheDocument();
    const withSummary = allSections().filter((section) => section.exposes.includes(SUMMARY_MODULE));
    const summaryLoads = loader.load.mock.calls.filter(([, module]) => module === SUMMARY_MODULE);
    expect(summaryLoads.map(([key]) => key)).toEqual(withSummary.map((section) => section.key));
    expectSectionLinks();
  });

  it('shows a small loader while a summary loads', async () => {
    const loader = fakeLoader();
    let finish: (module: ComponentModule) => void = () => undefined;
    loader.load.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderShell('/main/dashboard', { loader });

    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('status')).toHaveTextContent('Loading the Orders summary');
    finish({ default: () => <p>orders summary</p> });
    expect(await within(orders).findByText('orders summary')).toBeInTheDocument();
    expect(within(orders).queryByRole('status')).not.toBeInTheDocument();
  });

  describe('when a summary cannot load', () => {
    let consoleError: jest.SpyInstance;
    // The boundary logs what it caught; keep the test output clean.
    beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
    afterEach(() => consoleError.mockRestore());

    it('says so in its place only, and Retry loads it', async () => {
      const loader = fakeLoader();
      loader.load.mockRejectedValueOnce(new Error('The Orders section could not be loaded: 404'));
      renderShell('/main/dashboard', { loader });

      const orders = await screen.findByRole('region', { name: 'Orders' });
      const fallback = await within(orders).findByRole('alert');
      expect(fallback).toHaveTextContent('The Orders section is unavailable');
      expect(within(fallback).getByRole('heading', { level: 3 })).toBeInTheDocument();
      // The rest of the page keeps working.
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expectSectionLinks();

      await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
      expect(await within(orders).findByText('orders summary')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(loader.load).toHaveBeenLastCalledWith('orders', SUMMARY_MODULE);
    });

    it('catches a summary that throws while rendering', async () => {
      const loader = fakeLoader();
      const Broken = () => {
        throw new Error('summary bug');
      };
      loader.load.mockResolvedValueOnce({ default: Broken });
      renderShell('/main/dashboard', { loader });

      expect(await screen.findByRole('alert')).toHaveTextContent('The Orders section is unavailable');
      expectSectionLinks();
    });
  });
});
