import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { PlusIcon } from './icons';

describe('Button', () => {
  it('is a plain button that does not submit forms by default', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClick).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it.each(['primary', 'secondary', 'danger', 'link'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });

  it('while busy is disabled and says so', () => {
    render(<Button busy>Update Service</Button>);
    const button = screen.getByRole('button', { name: 'Update Service' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an icon before the text without changing its name', () => {
    render(<Button icon={<PlusIcon />}>Create New VPN</Button>);
    const button = screen.getByRole('button', { name: 'Create New VPN' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
