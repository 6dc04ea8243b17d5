import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { color } from '@shopdesk/ui-kit';

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  vertical-align: middle;
  accent-color: ${color('primary')};
  cursor: pointer;
`;

/** A row's tick box in a list with bulk actions, or the header's (`mixed`: some of the page ticked). */
export function SelectBox({ label, checked, mixed = false, onChange }: { label: string; checked: boolean; mixed?: boolean; onChange: (checked: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only, not an attribute React can set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <Box
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      // The row under it opens its actions on a phone when tapped: the box is a choice of its own.
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
