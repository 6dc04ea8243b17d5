import { test } from '../../support/test';
import { E2E_ADMIN } from '../../support/constants';
import { SIGNED_OUT, submitLogin } from '../auth/auth-flows';
import { AUTH_ROUTES, MAIN_ROUTES, resolveRoute, routeAt, SIGNED_IN_REDIRECTS } from './route-table';
import { expectRoute, sharedPage } from './routes-flows';

const LOGIN = routeAt(AUTH_ROUTES, '/auth/login');
const DASHBOARD = routeAt(MAIN_ROUTES, '/main/dashboard');
const CREDENTIALS = routeAt(MAIN_ROUTES, '/main/services/serviceCredentials/{serviceId}');

test.describe('signed out', { tag: '@auth' }, () => {
  test.use({ storageState: SIGNED_OUT });

  test('every /main address goes to the login, and signing in returns to the last one', async ({ page, request }) => {
    const credentials = await resolveRoute(CREDENTIALS, request);
    const others = await Promise.all(
      MAIN_ROUTES.filter((entry) => entry !== CREDENTIALS).map(async (entry) => (await resolveRoute(entry, request)).path),
    );
    // The redirects, an address in the sidebar's letter case and an unknown one are guarded too;
    // the last, with an id in its path, is where signing in must return.
    const guarded = [...SIGNED_IN_REDIRECTS.map((redirect) => redirect.from), '/main/Orders', '/main/nowhere', ...others, credentials.path];
    for (const path of guarded) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectRoute(page, LOGIN, LOGIN.route);
      });
    }

    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectRoute(page, CREDENTIALS, credentials.path, credentials.params);
  });
});

test.describe('signed in', { tag: '@auth' }, () => {
  const page = sharedPage();

  for (const entry of AUTH_ROUTES.filter((candidate) => candidate.whenSignedIn === 'goes to the dashboard')) {
    test(`${entry.route} goes to the dashboard`, async ({ request }) => {
      await page().goto((await resolveRoute(entry, request)).path);
      await expectRoute(page(), DASHBOARD, DASHBOARD.route);
    });
  }

  // They act on the token in the link, not on whoever is signed in.
  for (const entry of AUTH_ROUTES.filter((candidate) => candidate.whenSignedIn === 'opens')) {
    test(`${entry.route} still opens`, async ({ request }) => {
      const { path, params } = await resolveRoute(entry, request);
      await page().goto(path);
      await expectRoute(page(), entry, path, params);
    });
  }

  for (const path of ['/auth', '/auth/nowhere']) {
    test(`${path} goes on past the login to the dashboard`, async () => {
      await page().goto(path);
      await expectRoute(page(), DASHBOARD, DASHBOARD.route);
    });
  }
});
