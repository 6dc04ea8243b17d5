import { expect, test as base } from '@playwright/test';
import { api } from '@shopdesk/contracts';
import { E2E_ADMIN } from './constants';
import { adminToken } from './product';

/** A proof lasts 10 minutes and every call that needs one extends it: one every few minutes keeps it fresh. */
const PROVE_AGAIN_AFTER_MS = 5 * 60_000;
let provenAt = 0;

/**
 * Playwright's test, with one thing done before each: the seeded admin's stored session (every
 * spec's default browser) has proved it is the admin within the last few minutes, so the calls that
 * need a fresh proof ("Confirm it's you", 10 minutes) go through whatever ran before. The dialog
 * itself has its own spec (auth/confirm-identity.spec.ts), with a session that never proved anything.
 */
export const test = base.extend<{ adminProven: void }>({
  adminProven: [
    async ({ request, storageState }, use) => {
      // A spec signed out, or on a product of its own, has no admin session to prove.
      if (typeof storageState !== 'string' || Date.now() - provenAt < PROVE_AGAIN_AFTER_MS) return use();
      const response = await request.post(api.account.confirmIdentity.path, {
        data: { password: E2E_ADMIN.password },
        headers: { Authorization: `Bearer ${adminToken()}` },
      });
      expect(response.status(), await response.text()).toBe(200);
      provenAt = Date.now();
      await use();
    },
    { auto: true },
  ],
});

export { expect };
