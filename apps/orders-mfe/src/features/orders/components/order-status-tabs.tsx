import { useOrderCounts } from '@shopdesk/api-client';
import { ORDER_STATUSES, type OrderStatus } from '@shopdesk/contracts';
import { color, fontSize, fontWeight, narrowMedia, radius, space, tabIndexForKey, tabLook } from '@shopdesk/ui-kit';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { STATUS_TITLES } from '../../../lib/order-status';


const List = styled.div`
  display: flex;
  gap: ${space('xs')};
  margin-bottom: ${space('lg')};
  overflow-x: auto;
  box-shadow: inset 0 -1px 0 ${color('border')};
`;

const Tab = styled(Link)`
  ${tabLook}
  display: inline-flex;
  align-items: center;
  gap: ${space('sm')};
  text-decoration: none;
  /* On a phone the three share the width, each count under its label, so none is scrolled away. */
  ${narrowMedia} {
    flex: 1 1 0;
    flex-direction: column;
    gap: ${space('xxs')};
    padding: ${space('xs')} ${space('xs')} ${space('sm')};
  }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 0 ${space('sm')};
  font-size: ${fontSize('xs')};
  font-weight: ${fontWeight('semibold')};
  line-height: 18px;
  text-align: center;
  color: inherit;
  background: ${color('surfaceMuted')};
  border-radius: ${radius('pill')};
`;

const tabPath = (status: OrderStatus) => `?status=${status}`;

/**
 * Pending, Completed and Cancelled as tabs over the list of `status`, each with its count from the
 * counts the dashboard shows: switching is one click, or the arrow keys. Each tab is a link to its
 * list's URL, so it opens in a new tab or is copied like any link; a new status starts at page 1.
 *
 * @example <OrderStatusTabs status="pending"><OrderList status="pending" /></OrderStatusTabs>
 */
export function OrderStatusTabs({ status, children }: { status: OrderStatus; children: ReactNode }) {
  const counts = useOrderCounts();
  const navigate = useNavigate();
  const id = useId();
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const tabId = (of: OrderStatus) => `${id}-${of}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === ' ') {
      // A link follows Enter by itself; a tab is also chosen with Space.
      event.preventDefault();
      void navigate(tabPath(ORDER_STATUSES[index]));
      return;
    }
    const next = tabIndexForKey(event.key, index, ORDER_STATUSES.length);
    if (next === null) return;
    event.preventDefault();
    void navigate(tabPath(ORDER_STATUSES[next]));
    tabs.current[next]?.focus();
  };

  return (
    <>
      <List role="tablist" aria-label="Order status">
        {ORDER_STATUSES.map((tab, index) => {
          const selected = tab === status;
          return (
            <Tab
              key={tab}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              to={tabPath(tab)}
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {STATUS_TITLES[tab]}
              {counts.data && <Count>{counts.data[tab]}</Count>}
            </Tab>
          );
        })}
      </List>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(status)}>
        {children}
      </div>
    </>
  );
}
