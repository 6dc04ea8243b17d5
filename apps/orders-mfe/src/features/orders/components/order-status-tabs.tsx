import { type OrderCounts, useOrderCounts } from '@shopdesk/api-client';
import { ORDER_STATUSES } from '@shopdesk/contracts';
import { color, fontSize, fontWeight, narrowMedia, radius, space, tabIndexForKey, tabLook } from '@shopdesk/ui-kit';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LIST_TITLES, ORDER_LIST_STATUSES, type OrderListStatus } from '../../../lib/order-status';
import { LIST_URL_KEYS } from '@shopdesk/lists';


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
  /* On a phone the four share the width, each count under its label, so none is scrolled away. */
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

/**
 * A tab's URL: its status and the search of the list on screen (a search follows the employee from
 * tab to tab), page 1. The order needs no carrying: the employee's chosen one is remembered for
 * every tab (useResourceList).
 */
function tabPath(status: OrderListStatus, current: URLSearchParams): string {
  const next = new URLSearchParams({ status });
  const search = current.get(LIST_URL_KEYS.search);
  if (search) next.set(LIST_URL_KEYS.search, search);
  return `?${next}`;
}

/** A tab's count: its status's, or every status's for All. */
const countOf = (counts: OrderCounts, tab: OrderListStatus) =>
  tab === 'all' ? ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0) : counts[tab];

/**
 * Pending, Completed, Cancelled and All as tabs over the list of `status`, each with its count from
 * the counts the dashboard shows: switching is one click, or the arrow keys. Each tab is a link to
 * its list's URL, so it opens in a new tab or is copied like any link; a new tab starts at page 1
 * with the search of the one left, so a search looks through each status in turn.
 *
 * @example <OrderStatusTabs status="pending"><OrderList status="pending" /></OrderStatusTabs>
 */
export function OrderStatusTabs({ status, children }: { status: OrderListStatus; children: ReactNode }) {
  const counts = useOrderCounts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const tabId = (of: OrderListStatus) => `${id}-${of}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === ' ') {
      // A link follows Enter by itself; a tab is also chosen with Space.
      event.preventDefault();
      void navigate(tabPath(ORDER_LIST_STATUSES[index], params));
      return;
    }
    const next = tabIndexForKey(event.key, index, ORDER_LIST_STATUSES.length);
    if (next === null) return;
    event.preventDefault();
    void navigate(tabPath(ORDER_LIST_STATUSES[next], params));
    tabs.current[next]?.focus();
  };

  return (
    <>
      <List role="tablist" aria-label="Order status">
        {ORDER_LIST_STATUSES.map((tab, index) => {
          const selected = tab === status;
          return (
            <Tab
              key={tab}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              to={tabPath(tab, params)}
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {LIST_TITLES[tab]}
              {counts.data && <Count>{countOf(counts.data, tab)}</Count>}
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
