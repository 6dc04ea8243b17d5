import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../components/icon-button';
import { MoreIcon } from '../components/icons';
import { space } from '../theme/theme-of';
import type { RowAction } from './row-actions';

const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('xxs')};
  min-height: 32px;
`;

export interface RowActionsCellProps {
  /** The buttons on screen now (empty while hidden). */
  actions: RowAction[];
  /** The three-dots toggle, on narrow screens only. */
  toggle?: { open: boolean; onToggle: () => void };
}

/**
 * A row's Actions cell: on narrow screens the three-dots toggle first (it stays where the thumb
 * found it when the buttons open), then the icon buttons.
 */
export function RowActionsCell({ actions, toggle }: RowActionsCellProps) {
  const onToggle = (event: MouseEvent) => {
    // The row's own click would select it again right after the toggle closed it.
    event.stopPropagation();
    toggle?.onToggle();
  };
  return (
    <Cell>
      {toggle && (
        <IconButton
          label={toggle.open ? 'Hide actions' : 'Show actions'}
          icon={<MoreIcon />}
          aria-expanded={toggle.open}
          onClick={onToggle}
        />
      )}
      {actions.map(({ key, label, icon, tone, onClick, to, disabledReason }) =>
        disabledReason ? (
          // aria-disabled, not disabled: it stays focusable, so keyboard users hear the reason too.
          <IconButton key={key} label={disabledReason} icon={icon} aria-disabled="true" />
        ) : (
          <IconButton key={key} label={label} icon={icon} tone={tone} onClick={onClick} to={to} />
        ),
      )}
    </Cell>
  );
}
