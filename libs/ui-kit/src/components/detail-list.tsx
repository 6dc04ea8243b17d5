import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontWeight, narrowMedia, space } from '../theme/theme-of';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${space('sm')} ${space('xl')};
  margin: 0;
  ${narrowMedia} {
    grid-template-columns: 1fr;
    gap: ${space('xxs')};
  }
`;

const Term = styled.dt`
  color: ${color('textMuted')};
  ${narrowMedia} {
    margin-top: ${space('sm')};
  }
`;

const Value = styled.dd`
  margin: 0;
  font-weight: ${fontWeight('medium')};
  overflow-wrap: anywhere;
`;

export interface DetailItem {
  label: string;
  value: ReactNode;
}

const isMissing = (value: ReactNode) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The label/value list of a view modal; missing or blank values read 'N/A' (docs/product.md#missing-values).
 *
 * @example <DetailList items={[{ label: 'Order ID', value: order._id }, { label: 'Phone', value: order.phone }]} />
 */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <List>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <Term>{label}</Term>
          <Value>{isMissing(value) ? 'N/A' : value}</Value>
        </Fragment>
      ))}
    </List>
  );
}
