import { useEmployee, useSidebar } from '@shopdesk/session';
import { color, fontSize, fontWeight, IconButton, MenuIcon, size, space, zIndex } from '@shopdesk/ui-kit';
import type { Ref } from 'react';
import styled from 'styled-components';
import { PaletteButton } from './command-palette/palette-button';
import { SIDEBAR_ID } from './sidebar';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex('sticky')};
  display: flex;
  align-items: center;
  gap: ${space('md')};
  height: ${size('topBar')};
  padding: 0 ${space('lg')};
  background: ${color('surface')};
  border-bottom: 1px solid ${color('border')};
`;

const Title = styled.span`
  flex: 1;
  font-size: ${fontSize('lg')};
  font-weight: ${fontWeight('semibold')};
`;

const Name = styled.span`
  color: ${color('textMuted')};
`;

export interface TopBarProps {
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** False while the sidebar is pinned open beside the page: there is nothing to open. */
  showMenuButton?: boolean;
  /** Opens the command palette (signed in only). */
  onSearch?: () => void;
}

/** Menu button, product title, and once signed in the search button and the employee's name (docs/product.md#layout). */
export function TopBar({ menuButtonRef, showMenuButton = true, onSearch }: TopBarProps) {
  const employee = useEmployee();
  const sidebar = useSidebar();
  return (
    <Bar>
      {showMenuButton && (
        <IconButton
          ref={menuButtonRef}
          label="Open menu"
          icon={<MenuIcon />}
          onClick={sidebar.open}
          aria-expanded={sidebar.isOpen}
          aria-controls={SIDEBAR_ID}
        />
      )}
      <Title>Shopdesk</Title>
      {onSearch && <PaletteButton onClick={onSearch} />}
      {employee && <Name data-testid="top-bar-employee">{employee.name}</Name>}
    </Bar>
  );
}
