import { usePreferences } from '@shopdesk/api-client';
import { Button, color, fontSize, narrowMedia, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import type { StatusChange } from '../utils/status-actions';
import { CANCEL_ORDER_LABEL, COMPLETE_ORDER_LABEL } from './order-row-actions';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space('sm')};
  width: 100%;
`;

// The setting sits at the far left, the two changes at the right; on a phone it goes above them.
const Setting = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space('xs')};
  margin-right: auto;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  input {
    margin: 0;
    accent-color: ${color('primary')};
  }
  ${narrowMedia} {
    flex-basis: 100%;
  }
`;

export interface OrderViewActionsProps {
  onChange: (change: StatusChange) => void;
}

/**
 * A pending order's changes in its view, through the same confirms as its row: Cancel order and
 * Complete order; and the employee's setting of where the view goes afterwards (kept on the server).
 */
export function OrderViewActions({ onChange }: OrderViewActionsProps) {
  const { preferences, change } = usePreferences();
  return (
    <Bar>
      <Setting>
        <input
          type="checkbox"
          checked={preferences.afterOrderChange === 'next'}
          onChange={(event) => change({ afterOrderChange: event.target.checked ? 'next' : 'close' })}
        />
        Then open the next order
      </Setting>
      <Button variant="danger" onClick={() => onChange('cancel')}>
        {CANCEL_ORDER_LABEL}
      </Button>
      <Button onClick={() => onChange('complete')}>{COMPLETE_ORDER_LABEL}</Button>
    </Bar>
  );
}
