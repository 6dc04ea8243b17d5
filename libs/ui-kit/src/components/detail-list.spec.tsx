import { render, screen } from '@testing-library/react';
import { DetailList } from './detail-list';

describe('DetailList', () => {
  it('lists each label with its value, and N/A for a missing or blank one', () => {
    render(
      <DetailList
        items={[
          { label: 'Order ID', value: 'o-1' },
          { label: 'Phone', value: null },
          { label: 'TransactionId', value: '' },
          { label: 'Total', value: '$0' },
          { label: 'Email', value: undefined },
          { label: 'Name', value: '  \n ' },
          { label: 'Payment Method', value: ' card ' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Order ID', 'Phone', 'TransactionId', 'Total', 'Email', 'Name', 'Payment Method']);
    expect(values).toEqual(['o-1', 'N/A', 'N/A', '$0', 'N/A', 'N/A', ' card ']);
  });
});
