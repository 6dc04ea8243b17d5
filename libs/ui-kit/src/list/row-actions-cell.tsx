import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../components/icon-button';
import { MoreIcon } from '../components/icons';
import { Tooltip } from '../components/tooltip';
import { space } from '../theme/theme-of';
import type { RowAction } from './row-actions';

const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('xxs')};
  /* As tall as its buttons, which compact rows make smaller. */
  min-height: var(--icon-button-size, 32px);
`;

export interface RowActionsCellProps {
  /** The buttons on screen now (empty while hidden). */
  actions: RowAction[];
  /** The three-dots toggle, on narrow screens only. */
  toggle?: { open: boolean; onToggle: () => void };
}

/**
 * A row's Actions cell: on narrow screens the three-dots toggle first (it stays where the thumb
 * found it when the buttons open), then the icon buttons, each naming itself on keyboard focus.
 */
export function RowActionsCell({ actions, toggle }: RowActionsCellProps) {
  const onToggle = (event: MouseEvent) => {
    // The row's own click would select it again right after the toggle closed it.
    event.stopPropagation();
    toggle?.onToggle();
  };
  const toggleLabel = toggle?.open ? 'Hide actions' : 'Show actions';
  return (
    <Cell>
      {toggle && (
        <Tooltip label={toggleLabel}>
          <IconButton
            label={toggleLabel}
            icon={<MoreIcon />}
            aria-expanded={toggle.open}
            onClick={onToggle}
          />
        </Tooltip>
      )}
      {actions.map(({ key, label, icon, tone, onClick, to, disabledReason }) => (
        <Tooltip key={key} label={disabledReason ?? label}>
          {disabledReason ? (
            // aria-disabled, not disabled: it stays focusable, so keyboard users hear the reason too.
            <IconButton label={disabledReason} icon={icon} aria-disabled="true" />
          ) : (
            <IconButton label={label} icon={icon} tone={tone} onClick={onClick} to={to} />
          )}
        </Tooltip>
      ))}
    </Cell>
  );
}
