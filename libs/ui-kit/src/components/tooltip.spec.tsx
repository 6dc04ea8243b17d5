import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './tooltip';

const renderButton = () =>
  render(
    <>
      <button type="button">Before</button>
      <Tooltip label="Complete order">
        <button type="button" aria-label="Complete order" />
      </Tooltip>
    </>,
  );

describe('Tooltip', () => {
  it('shows its text while the control has keyboard focus, and hides it when focus leaves', async () => {
    const user = userEvent.setup();
    renderButton();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Complete order' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Complete order');

    await user.tab({ shift: true });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on Escape, the control keeping focus', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.tab();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete order' })).toHaveFocus();
  });
});
