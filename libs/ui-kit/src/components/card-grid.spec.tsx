import { render, screen } from '@testing-library/react';
import { CardGrid } from './card-grid';

describe('CardGrid', () => {
  it('renders its cards', () => {
    render(
      <CardGrid data-testid="grid">
        <p>VPN</p>
        <p>Dollar Card</p>
      </CardGrid>,
    );
    expect(screen.getByTestId('grid').children).toHaveLength(2);
  });
});
