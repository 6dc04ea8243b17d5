import { Button, color, fontSize, radius, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { unseenText, type Unseen } from '../live/arrivals';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('md')};
  padding: ${space('sm')} ${space('md')};
  font-size: ${fontSize('sm')};
  color: ${color('primary')};
  background: ${color('primarySoft')};
  border: 1px solid ${color('primary')};
  border-radius: ${radius('md')};
`;

// The live region stays in the page while empty: a region inserted with its text is often not read
// out. aria-live without role=status: the page's role=status elements are its loaders.
const Region = styled.div`
  &:empty {
    display: none;
  }
`;

/**
 * '3 new orders' above a list the employee is working in: the orders that arrived are not pushed
 * in under the cursor but announced (politely, to a screen reader too) and shown on a click.
 *
 * @example <NewOrdersNotice unseen={live.unseen} onShow={live.showUnseen} />
 */
export function NewOrdersNotice({ unseen, onShow }: { unseen: Unseen; onShow: () => void }) {
  const text = unseenText(unseen);
  return (
    <Region aria-live="polite" aria-atomic="true" data-testid="new-orders-notice">
      {text && (
        <Bar>
          <span>{text}</span>
          <Button variant="secondary" onClick={onShow}>
            Show
          </Button>
        </Bar>
      )}
    </Region>
  );
}
