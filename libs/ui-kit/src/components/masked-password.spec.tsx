import { render, screen } from '@testing-library/react';
import { MaskedPassword } from './masked-password';

describe('MaskedPassword', () => {
  it('shows bullets a screen reader reads as a hidden password, on an element allowed a name', () => {
    render(<MaskedPassword />);
    const masked = screen.getByRole('img', { name: 'Hidden password' });
    expect(masked).toHaveTextContent('••••••••');
  });
});
