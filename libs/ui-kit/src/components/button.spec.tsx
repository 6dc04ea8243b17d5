import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { contrast } from '../testing/colour';
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

  it('the primary and danger variants are filled, each its own colour, with readable text on it (WCAG AA)', () => {
    render(
      <>
        <Button variant="primary">Save</Button>
        <Button variant="danger">Archive</Button>
        <Button variant="secondary">Cancel</Button>
      </>,
    );
    const [save, archive, cancel] = ['Save', 'Archive', 'Cancel'].map((name) => getComputedStyle(screen.getByRole('button', { name })));
    for (const filled of [save, archive]) {
      expect(filled.backgroundColor).not.toBe(cancel.backgroundColor);
      expect(contrast(filled.color, filled.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
    expect(archive.backgroundColor).not.toBe(save.backgroundColor);
  });

  it('the secondary variant has readable text on its plain background; the link variant has no background', () => {
    render(
      <>
        <Button variant="secondary">Go back</Button>
        <Button variant="link">Log In</Button>
      </>,
    );
    const back = getComputedStyle(screen.getByRole('button', { name: 'Go back' }));
    const link = getComputedStyle(screen.getByRole('button', { name: 'Log In' }));
    expect(contrast(back.color, back.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(link.backgroundColor).toMatch(/^$|transparent|rgba\(0, 0, 0, 0\)/);
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
