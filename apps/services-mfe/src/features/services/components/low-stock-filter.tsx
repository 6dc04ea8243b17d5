import { color, focusRing, headerControl } from '@shopdesk/ui-kit';
import { startTransition, useOptimistic } from 'react';
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
  // The URL change behind `onChange` is a router transition: until it commits, the box would show
  // its old state. It shows the new one at once, and follows `checked` once the transition is done.
  const [shown, setShown] = useOptimistic(checked);
  const change = (on: boolean) =>
    startTransition(() => {
      setShown(on);
      onChange(on);
    });
  return (
    <Label>
      <input type="checkbox" checked={shown} onChange={(event) => change(event.target.checked)} />
      Low stock only
    </Label>
  );
}
