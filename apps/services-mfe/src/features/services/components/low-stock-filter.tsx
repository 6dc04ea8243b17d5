import { color, focusRing, headerControl } from '@shopdesk/ui-kit';
import styled from 'styled-components';

// Looks like the header's other controls (the density toggle beside it).
const Label = styled.label`
  ${headerControl}
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${color('primary')};
    ${focusRing}
  }
`;

export interface LowStockFilterProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The services list's 'Low stock only' checkbox, beside its Search and Active/Archived filter.
 *
 * @example <LowStockFilter checked={lowStock} onChange={setLowStock} />
 */
export function LowStockFilter({ checked, onChange }: LowStockFilterProps) {
  return (
    <Label>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Low stock only
    </Label>
  );
}
