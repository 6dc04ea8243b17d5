import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it.each(['neutral', 'primary', 'success', 'warning', 'danger'] as const)('shows its text in the %s tone', (tone) => {
    render(<Badge tone={tone}>Available</Badge>);
    expect(screen.getByText('Available')).toBeInTheDocument();
  });
});
