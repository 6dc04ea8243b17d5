import { Button, color, fontSize, radius, shadow, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { unseenText, type Unseen } from '../live/arrivals';

// Floats over the top of the table rather than taking a line above it: rows never move under the
// pointer when it appears or goes.
const Bar = styled.div`
  position: absolute;
  top: ${space('sm')};
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: ${space('md')};
  max-width: calc(100% - 2 * ${space('md')});
  padding: ${space('xs')} ${space('xs')} ${space('xs')} ${space('md')};
  font-size: ${fontSize('sm')};
  white-space: nowrap;
  color: ${color('primary')};
  background: ${color('primarySoft')};
  border: 1px solid ${color('primary')};
  border-radius: ${radius('pill')};
  box-shadow: ${shadow('md')};
`;

// The live region stays in the page while empty (a region inserted with its text is often not read
// out), takes no room, and cancels the page's gap it sits in. aria-live without role=status: the
// page's role=status elements are its loaders.
const Region = styled.div`
  position: relative;
  z-index: 3;
  height: 0;
  margin-bottom: calc(-1 * ${space('lg')});
`;

/**
 * '3 new orders' over the top of a list the employee is working in: the orders that arrived are
 * not pushed in under the cursor but announced (politely, to a screen reader too) and shown on a
 * click; the notice itself moves nothing either.
 *
 * @example <NewOrdersNotice unseen={live.unseen} onShow={live.showUnseen} />
 */
export function NewOrdersNotice({ unseen, onShow }: { unseen: Unseen; onShow: () => void }) {
  const text = unseenText(unseen);
  return (
    <Region aria-live="polite" aria-atomic="true">
      {text && (
        <Bar data-testid="new-orders-notice">
          <span>{text}</span>
          <Button variant="secondary" size="sm" onClick={onShow}>
            Show
          </Button>
        </Bar>
      )}
    </Region>
  );
}
