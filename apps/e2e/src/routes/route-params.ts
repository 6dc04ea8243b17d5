import { type APIRequestContext } from '@playwright/test';
import { expect } from '../../support/test';
import { api } from '@shopdesk/contracts';
import { waitForLink } from '../../support/mailbox';
import { createEmployee, freshEmail, inviteAndGetLink } from '../auth/auth-flows';

const lastPathPart = (link: string) => new URL(link).pathname.split('/').pop() as string;

// Opening a register or reset page only checks its token, never uses it up, so one of each
// serves every test of the run (and keeps the e-mails and rate-limited calls few).
let invite: Promise<string> | undefined;
let reset: Promise<string> | undefined;

/** The token of a live invite to a new address. */
export function inviteToken(request: APIRequestContext): Promise<string> {
  invite ??= inviteAndGetLink(request, freshEmail('routes')).then(lastPathPart);
  return invite;
}

/** The token of a live reset link of a new employee. */
export function resetToken(request: APIRequestContext): Promise<string> {
  reset ??= (async () => {
    const email = await createEmployee(request, 'Route Tester', 'route tester password');
    const since = Date.now();
    const response = await request.post(api.auth.forgotPassword.path, { data: { email } });
    expect(response.status(), await response.text()).toBe(200);
    return lastPathPart(await waitForLink(email, '/auth/resetEmployeePassword/', since));
  })();
  return reset;
}
