import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const TABS = [
  { id: 'details', label: 'Details', content: <p>The details</p> },
  { id: 'history', label: 'History', content: <p>The history</p> },
];

it('shows the first tab, and another on a click, rendering only the selected one', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Order" tabs={TABS} />);
  expect(screen.getByRole('tablist', { name: 'Order' })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('The details');
  expect(screen.queryByText('The history')).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'History' }));
  expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('The history');
});

it('moves between tabs with the arrow keys, focus following', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Order" tabs={TABS} />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('The history');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
});

it('shows a lone tab as its content, without a tab list', () => {
  render(<Tabs label="Order" tabs={TABS.slice(0, 1)} />);
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.getByText('The details')).toBeInTheDocument();
});
