import { render, screen } from '@testing-library/react';
import { CardGrid } from './card-grid';

describe('CardGrid', () => {
  it('lays its cards out in a grid', () => {
    render(
      <CardGrid data-testid="grid">
        <p>VPN</p>
        <p>Dollar Card</p>
      </CardGrid>,
    );
    expect(screen.getByTestId('grid')).toHaveStyle({ display: 'grid' });
    expect(screen.getByTestId('grid').children).toHaveLength(2);
  });
});
