import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { theme } from '../theme/theme';
import { PlusIcon } from './icons';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

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

  it.each([
    ['primary', theme.colors.primary],
    ['danger', theme.colors.danger],
  ] as const)('the %s variant is filled with its colour, white text on it', (variant, fill) => {
    render(<Button variant={variant}>Go</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Go' }));
    expect(style.backgroundColor).toBe(rgb(fill));
    expect(style.color).toBe(rgb(theme.colors.onPrimary));
  });

  it('the secondary and link variants are not filled', () => {
    render(
      <>
        <Button variant="secondary">Go back</Button>
        <Button variant="link">Log In</Button>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Go back' })).backgroundColor).toBe(rgb(theme.colors.surface));
    expect(getComputedStyle(screen.getByRole('button', { name: 'Log In' })).color).toBe(rgb(theme.colors.primary));
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
