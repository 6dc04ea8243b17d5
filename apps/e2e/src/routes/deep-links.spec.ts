import { type Page } from '@playwright/test';
import { test } from '../../support/test';
import { SIGNED_OUT } from '../auth/auth-flows';
import { AUTH_ROUTES, MAIN_ROUTES, resolveRoute, routeAt, SIGNED_IN_REDIRECTS, SIGNED_OUT_REDIRECTS, type Redirect, type RouteCase } from './route-table';
import { expectRoute, sharedPage } from './routes-flows';
import { routeTags, sectionTag } from '../../support/sections';

// A deep link is the whole app starting on that route: a reload must land on the same screen.
function opensAndReloads(page: () => Page, entry: RouteCase) {
  test(`${entry.route} opens from its address and again after a reload`, { tag: routeTags(entry.route) }, async ({ request }) => {
    const { path, params } = await resolveRoute(entry, request);
    await page().goto(path);
    await expectRoute(page(), entry, path, params);
    await page().reload();
    await expectRoute(page(), entry, path, params);
  });
}

function redirects(page: () => Page, { from, to }: Redirect, targets: RouteCase[]) {
  test(`${from} goes to ${to}`, { tag: sectionTag(to) }, async () => {
    await page().goto(from);
    await expectRoute(page(), routeAt(targets, to), to);
  });
}

test.describe('signed in', () => {
  const page = sharedPage();
  MAIN_ROUTES.forEach((entry) => opensAndReloads(page, entry));
  SIGNED_IN_REDIRECTS.forEach((redirect) => redirects(page, redirect, MAIN_ROUTES));
});

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });
  const page = sharedPage();
  AUTH_ROUTES.forEach((entry) => opensAndReloads(page, entry));
  SIGNED_OUT_REDIRECTS.forEach((redirect) => redirects(page, redirect, AUTH_ROUTES));
});
