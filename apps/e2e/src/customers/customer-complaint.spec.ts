import { type APIRequestContext } from '@playwright/test';
import { api, STOREFRONT_KEY_HEADER, type Service } from '@shopdesk/contracts';
import { expect, test } from '../../support/test';
import { waitForMailWith } from '../../support/mailbox';
import { storefrontKey } from '../../support/product';
import { completeOrder, singleOrder } from '../delivery/delivery-api';
import { archiveService, createCredentials, createService, credentialPassword } from '../services/services-api';

const run = `care${Date.now().toString(36)}`;

/** A storefront order of one unit of `service` by a customer of this run's own. */
async function orderFrom(request: APIRequestContext, service: Service, email: string): Promise<string> {
  const response = await request.post(api.storefront.createOrder.path, {
    headers: { [STOREFRONT_KEY_HEADER]: storefrontKey() },
    data: { name: 'Nour Salem', email, items: [{ serviceId: service._id, quantity: 1 }], transactionId: `CARE-${run}`, paymentMethod: 'card' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

test.describe('customer care', { tag: ['@orders'] }, () => {
  test("a customer's complaint, handled end to end: found, read, replaced, noted, resent, refunded half", async ({ page, request }) => {
    const service = await createService(request, { name: `Care ${run} VPN`, price: 20 });
    await createCredentials(request, service, run, 3);
    const email = `${run}@example.com`;
    const orderId = await orderFrom(request, service, email);
    let since = Date.now();
    await completeOrder(request, orderId);
    const [first] = (await singleOrder(request, orderId)).deliveries;
    const firstUser = first.credential.userId as string;
    const delivered = await waitForMailWith(email, [firstUser, `Your order number is ${orderId}.`], since);
    expect(delivered).toContain(`(order ${orderId.slice(0, 8).toUpperCase()})`);

    // "My VPN doesn't work": the employee finds the customer by the address they wrote from.
    await page.goto('/main/orders/customers');
    await page.getByRole('searchbox', { name: 'Find a customer' }).fill(run);
    await page.getByRole('list', { name: 'Customers found' }).getByRole('link', { name: /Nour Salem/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nour Salem' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer summary' })).toContainText('$20.00');
    await page.getByRole('table', { name: 'Nour Salem' }).locator('tbody tr').first().getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'View Order' });

    // The timeline says the credential went out and the e-mail was sent.
    await view.getByRole('tab', { name: 'Timeline' }).click();
    const timeline = view.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText(`Delivery e-mail to ${email}`)).toBeVisible();
    await expect(timeline.getByText(/^Sent /)).toBeVisible();

    // Replace it, and the customer gets the new one with why.
    await view.getByRole('tab', { name: 'Details' }).click();
    since = Date.now();
    await view.getByRole('button', { name: 'Replace credential' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace credential' });
    await replace.getByRole('textbox', { name: 'Reason' }).fill('Blocked on the customer network');
    await replace.getByRole('button', { name: 'Replace' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Credential replaced' }).last()).toBeVisible();
    const second = (await singleOrder(request, orderId)).deliveries.find((d) => d.replacedAt === null);
    const secondUser = second?.credential.userId as string;
    const replacement = await waitForMailWith(email, [secondUser, 'This replaces', 'Why: Blocked on the customer network'], since);
    expect(replacement).toContain(credentialPassword(secondUser));

    // A note for the colleagues.
    await view.getByRole('tab', { name: 'Timeline' }).click();
    await timeline.getByRole('textbox', { name: 'Add a note' }).fill('Customer confirmed the new one connects');
    await timeline.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Note added' }).last()).toBeVisible();
    await expect(timeline.getByText('Customer confirmed the new one connects')).toBeVisible();

    // "I never got the e-mail": resend.
    await view.getByRole('tab', { name: 'Details' }).click();
    since = Date.now();
    await view.getByRole('button', { name: 'Resend e-mail' }).click();
    const resend = page.getByRole('dialog', { name: 'Resend e-mail' });
    await resend.getByRole('button', { name: 'Resend e-mail' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail queued again' }).last()).toBeVisible();
    const again = await waitForMailWith(email, ['here is your access again', secondUser], since);
    expect(again).not.toContain(firstUser);

    // "I was charged twice": half back.
    await view.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund order' });
    await refund.getByRole('spinbutton', { name: 'Amount ($)' }).fill('10');
    await refund.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Duplicate payment' });
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Order refunded' }).last()).toBeVisible();
    await expect(view).toContainText('Refunded $10.00 of $20.00');

    // The timeline tells it all, newest first.
    await view.getByRole('tab', { name: 'Timeline' }).click();
    await expect(timeline.getByRole('listitem').first()).toContainText('Refunded $10.00: Duplicate payment');
    await expect(timeline).toContainText('Delivery e-mail sent again to');
    await expect(timeline).toContainText('Replaced the');
    await expect(timeline).toContainText('Blocked on the customer network');
    await expect(timeline).toContainText('Order received from the storefront');

    await page.keyboard.press('Escape');
    await archiveService(request, service._id);
  });
});
