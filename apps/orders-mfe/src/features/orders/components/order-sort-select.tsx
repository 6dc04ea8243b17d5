import { ORDER_SORTS, type OrderSort } from '@shopdesk/contracts';
import { color, inputStyle, space, visuallyHidden } from '@shopdesk/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  ${visuallyHidden}
`;

const Select = styled.select`
  ${inputStyle}
  width: auto;
  padding-right: ${space('xl')};
  background: ${color('surface')};
`;

export const SORT_LABELS: Record<OrderSort, string> = { newest: 'Newest first', oldest: 'Oldest first' };

/**
 * The order list's order, beside its Search: newest first, or oldest first to work the queue in
 * the order customers waited.
 *
 * @example <OrderSortSelect sort={sort} onChange={setSort} />
 */
export function OrderSortSelect({ sort, onChange }: { sort: OrderSort; onChange: (sort: OrderSort) => void }) {
  const id = useId();
  return (
    <>
      <Label htmlFor={id}>Sort</Label>
      <Select id={id} value={sort} onChange={(event) => onChange(event.target.value as OrderSort)}>
        {ORDER_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </Select>
    </>
  );
}
