import styled from 'styled-components';
import { color, focusRing, headerControl, radius, type TableDensity, transition } from '@shopdesk/ui-kit';

const Toggle = styled.button`
  ${headerControl}
  transition: background ${transition('fast')};
  &:hover {
    background: ${color('surfaceMuted')};
  }
  &[aria-pressed='true'] {
    background: ${color('primarySoft')};
    border-color: ${color('primary')};
  }
  ${focusRing}
`;

// A box that is ticked when the toggle is on: the state shows in shape, not only in colour.
const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  color: ${color('onPrimary')};
  border: 1.5px solid ${color('textMuted')};
  border-radius: ${radius('sm')};
  [aria-pressed='true'] > & {
    background: ${color('primary')};
    border-color: ${color('primary')};
  }
`;

export interface DensityToggleProps {
  density: TableDensity;
  onChange: (density: TableDensity) => void;
}

/**
 * 'Compact rows', on or off: a toggle button (aria-pressed) for the tables' density.
 *
 * @example const [density, setDensity] = useTableDensity(); <DensityToggle density={density} onChange={setDensity} />
 */
export function DensityToggle({ density, onChange }: DensityToggleProps) {
  const compact = density === 'compact';
  return (
    <Toggle type="button" aria-pressed={compact} onClick={() => onChange(compact ? 'comfortable' : 'compact')}>
      <Box aria-hidden="true">
        {compact && (
          <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3.5} focusable="false">
            <path d="M5 12.5 10 17.5 19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </Box>
      Compact rows
    </Toggle>
  );
}
