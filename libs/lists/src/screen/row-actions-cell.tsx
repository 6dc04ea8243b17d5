import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { ariaKeyOf, color, IconButton, MoreIcon, radius, shadow, space, Tooltip } from '@shopdesk/ui-kit';
import type { RowAction } from './row-actions';

const Cell = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space('xxs')};
  /* As tall as its buttons, which compact rows make smaller. */
  min-height: var(--icon-button-size, 32px);
`;

// Opened on a narrow screen, the actions float beside the toggle over the row's own cells: placed
// in the column they would widen it, squeezing the other columns or pushing them out of view.
const Tray = styled.div`
  position: absolute;
  top: 50%;
  right: 100%;
  transform: translateY(-50%);
  display: flex;
  gap: ${space('xxs')};
  margin-right: ${space('xs')};
  padding: ${space('xxs')};
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  box-shadow: ${shadow('md')};
`;

export interface RowActionsCellProps {
  /** The buttons on screen now (empty while hidden). */
  actions: RowAction[];
  /** The three-dots toggle, on narrow screens only. */
  toggle?: { open: boolean; onToggle: () => void };
}

/**
 * A row's Actions cell: on narrow screens the three-dots toggle first (it stays where the thumb
 * found it when the buttons open) and the icon buttons in a tray beside it, else the icon buttons;
 * each names itself on keyboard focus.
 */
export function RowActionsCell({ actions, toggle }: RowActionsCellProps) {
  const onToggle = (event: MouseEvent) => {
    // The row's own click would select it again right after the toggle closed it.
    event.stopPropagation();
    toggle?.onToggle();
  };
  const toggleLabel = toggle?.open ? 'Hide actions' : 'Show actions';
  const buttons = actions.map(({ key, label, icon, tone, onClick, to, disabledReason, shortcut }) => (
    <Tooltip key={key} label={disabledReason ?? label}>
      {disabledReason ? (
        // aria-disabled, not disabled: it stays focusable, so keyboard users hear the reason too.
        <IconButton label={disabledReason} icon={icon} aria-disabled="true" />
      ) : (
        <IconButton label={label} icon={icon} tone={tone} onClick={onClick} to={to} aria-keyshortcuts={shortcut && ariaKeyOf(shortcut)} data-action={key} />
      )}
    </Tooltip>
  ));
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
      {toggle ? buttons.length > 0 && <Tray>{buttons}</Tray> : buttons}
    </Cell>
  );
}
