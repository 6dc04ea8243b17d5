import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, renderSection } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthRoutes from '../app/routes';

/** The screen rendered, its code loaded (the section fetches it on demand: app/routes.tsx). */
async function renderAt(at: string) {
  const view = renderSection(<AuthRoutes />, { at, mountPath: SECTIONS.auth.mountPath, employee: null });
  await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
  return view;
}

describe('/auth/emailVerification', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => info.mockRestore());

  it('shows Verification Code, resend Code and Verify', async () => {
    await renderAt('/auth/emailVerification');
    expect(screen.getByLabelText('Verification Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'resend Code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('requires the code', async () => {
    const { user } = await renderAt('/auth/emailVerification');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification Code is required')).toBeInTheDocument();
    expect(info).not.toHaveBeenCalled();
  });

  it('only logs: the spec keeps it a stub', async () => {
    const { user, location } = await renderAt('/auth/emailVerification');
    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(screen.getByRole('button', { name: 'resend Code' }));
    expect(info).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/auth/emailVerification');
    expect(fakeApi.calls).toEqual([]);
  });
});
