import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { routerWrapper } from '../testing/router';
import { IconButton } from './icon-button';
import { EditIcon, KeyIcon } from './icons';

describe('IconButton', () => {
  it('is named and tooltipped by its label', async () => {
    const onClick = jest.fn();
    render(<IconButton label="Edit" icon={<EditIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button).toHaveAttribute('title', 'Edit');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a router link when given `to`', () => {
    render(<IconButton label="Credentials" icon={<KeyIcon />} to="/main/services/serviceCredentials/s1" />, {
      wrapper: routerWrapper().wrapper,
    });
    const link = screen.getByRole('link', { name: 'Credentials' });
    expect(link).toHaveAttribute('href', '/main/services/serviceCredentials/s1');
    expect(link).toHaveAttribute('title', 'Credentials');
  });

  it('gives its ref the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<IconButton ref={ref} label="Open menu" icon={<EditIcon />} />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('passes button attributes through', () => {
    render(<IconButton label="Show actions" icon={<EditIcon />} aria-expanded={false} disabled />);
    const button = screen.getByRole('button', { name: 'Show actions' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toBeDisabled();
  });
});
