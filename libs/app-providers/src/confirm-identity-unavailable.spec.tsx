import { testEmployee } from '@shopdesk/api-client/testing';
import { clearSession, setEmployee } from '@shopdesk/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIALOG_UNAVAILABLE } from './confirm-identity-dialog';
import { renderPage, serveProofs } from './testing/identity-proofs';

// The dialog's form is fetched with the first call that needs it (a file of its own: the page's
// module holds the fetched form once it came): the first fetch here fails, as a dropped connection would.
let mockFetchesFailing = 0;
jest.mock('./confirm-identity-form', () => {
  if (mockFetchesFailing > 0) {
    mockFetchesFailing -= 1;
    throw new Error('Loading chunk on-demand-confirm-identity failed');
  }
  return jest.requireActual('./confirm-identity-form');
});

beforeEach(() => setEmployee(testEmployee({ level: 'owner' })));
afterEach(() => clearSession());

it("says so when the dialog cannot be fetched, leaves the call refused, and fetches it for the next call", async () => {
  mockFetchesFailing = 1;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const seen = serveProofs();
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Promote' }));

  expect(await screen.findByText(DIALOG_UNAVAILABLE)).toBeInTheDocument();
  expect(await screen.findByText("Refused: Confirm it's you: this needs your password again")).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Promote' }));
  await user.type(within(await screen.findByRole('dialog', { name: "Confirm it's you" })).getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Now a manager')).toBeInTheDocument();
  expect(seen.promotions).toBe(3);
  warn.mockRestore();
});
