import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, INVITE_TOKEN, renderSection, RESET_TOKEN } from '@shopdesk/testing';
import { waitFor } from '@testing-library/react';
import AuthRoutes from '../app/routes';

describe('page titles', () => {
  it.each([
    ['/auth/login', 'Login · Shopdesk'],
    [`/auth/register/${INVITE_TOKEN}`, 'Create Account · Shopdesk'],
    ['/auth/forgotPassword', 'Forgot Password · Shopdesk'],
    ['/auth/emailVerification', 'Email Verification · Shopdesk'],
    [`/auth/resetEmployeePassword/${RESET_TOKEN}`, 'Reset Password · Shopdesk'],
  ])('%s is titled %s', async (at, title) => {
    document.title = '';
    // The token pages check their token as they open.
    fakeApi.on(api.auth.getEmailFromToken, { email: 'amina@example.com', level: 'agent' });
    fakeApi.on(api.auth.checkResetToken, null);
    renderSection(<AuthRoutes />, { at, mountPath: SECTIONS.auth.mountPath, employee: null });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
