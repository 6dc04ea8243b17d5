import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/shared-styles';
import { color, fontSize, fontWeight, radius, space } from '../theme/theme-of';
import { tabIndexForKey } from './tab-keys';

const List = styled.div`
  display: flex;
  gap: ${space('xs')};
  margin-bottom: ${space('lg')};
  overflow-x: auto;
  box-shadow: inset 0 -1px 0 ${color('border')};
`;

/**
 * How a tab looks, a button or a link (the order status tabs): muted, the selected one in the
 * primary colour, heavier and underlined, so it reads without colour too. The underline is an
 * inset shadow: a border would be clipped by the row's sideways scrolling.
 */
export const tabLook = css`
  flex: none;
  padding: ${space('sm')} ${space('md')};
  font-size: ${fontSize('md')};
  color: ${color('textMuted')};
  border-radius: ${radius('md')} ${radius('md')} 0 0;
  &:hover {
    color: ${color('text')};
    background: ${color('surfaceMuted')};
  }
  &[aria-selected='true'] {
    font-weight: ${fontWeight('semibold')};
    color: ${color('primary')};
    box-shadow: inset 0 -2px 0 ${color('primary')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Tab = styled.button`
  ${tabLook}
  font-family: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`;

export interface TabItem {
  /** Unique among the tabs. */
  id: string;
  label: string;
  /** Rendered only while its tab is selected (a tab's data loads when it is opened). */
  content: ReactNode;
}

export interface TabsProps {
  /** What the tabs are of, for screen readers: 'Order'. */
  label: string;
  tabs: readonly TabItem[];
}

/**
 * Tabs within a page or a modal (WAI-ARIA tabs): the arrow keys, Home and End move between them,
 * and only the selected tab's content is rendered. With one tab there is nothing to choose: its
 * content alone is shown.
 *
 * @example <Tabs label="Order" tabs={[{ id: 'details', label: 'Details', content: <Details /> }, { id: 'history', label: 'History', content: <History /> }]} />
 */
export function Tabs({ label, tabs }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  if (tabs.length === 1) return <>{tabs[0].content}</>;
  const current = Math.min(selected, tabs.length - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexForKey(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={index === current}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${baseId}-${tabs[current].id}-panel`} aria-labelledby={`${baseId}-${tabs[current].id}-tab`}>
        {tabs[current].content}
      </div>
    </div>
  );
}
