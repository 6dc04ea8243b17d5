import { logout } from '@shopdesk/api-client';
import { useEmployee, useLogout, useSidebar } from '@shopdesk/session';
import {
  Button,
  CloseIcon,
  color,
  fontWeight,
  IconButton,
  LogoutIcon,
  radius,
  shadow,
  space,
  transition,
  useDialogFocus,
  zIndex,
} from '@shopdesk/ui-kit';
import { useRef, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { SIDEBAR_TITLES, sidebarPath } from './sidebar-entries';

export const SIDEBAR_ID = 'sidebar';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex('modal')};
  background: ${color('overlay')};
`;

const Panel = styled.aside<{ $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${zIndex('modal')};
  display: flex;
  flex-direction: column;
  gap: ${space('lg')};
  width: 260px;
  max-width: 85vw;
  padding: ${space('md')};
  background: ${color('surface')};
  box-shadow: ${shadow('lg')};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${transition('normal')},
    visibility ${transition('normal')};
`;

const Entries = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space('xs')};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${space('sm')} ${space('md')};
    color: ${color('text')};
    text-decoration: none;
    border-radius: ${radius('md')};
  }
  a:hover {
    background: ${color('surfaceMuted')};
  }
  a.active {
    color: ${color('primary')};
    font-weight: ${fontWeight('semibold')};
    background: ${color('primarySoft')};
  }
`;

const Profile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
  padding-top: ${space('md')};
  border-top: 1px solid ${color('border')};
  font-weight: ${fontWeight('medium')};
`;

/**
 * The slide-in sidebar: close control, section entries, and the employee's profile with Logout.
 * While open it holds the focus like a modal (the page behind is covered); once closed, by
 * whatever means, focus goes back to `returnFocusTo`, the top bar's menu button.
 */
export function Sidebar({ returnFocusTo }: { returnFocusTo?: RefObject<HTMLButtonElement | null> }) {
  const employee = useEmployee();
  const { isOpen, close } = useSidebar();
  const signOut = useLogout(logout);
  const panel = useRef<HTMLElement>(null);
  // Focus moves in to the first control, Close; Tab stays inside; Esc closes.
  useDialogFocus(panel, close, { active: isOpen, returnFocusTo });

  return (
    <>
      {isOpen && <Backdrop data-testid="sidebar-backdrop" onClick={close} />}
      <Panel
        ref={panel}
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        $open={isOpen}
        inert={!isOpen}
        tabIndex={-1}
        data-dialog-body=""
      >
        <IconButton label="Close menu" icon={<CloseIcon />} onClick={close} />
        <nav aria-label="Sections">
          <Entries>
            {SIDEBAR_TITLES.map((title) => (
              <li key={title}>
                <NavLink to={sidebarPath(title)} onClick={close}>
                  {title}
                </NavLink>
              </li>
            ))}
          </Entries>
        </nav>
        {employee && (
          <Profile>
            <span>{employee.name}</span>
            <Button variant="secondary" icon={<LogoutIcon />} onClick={() => void signOut()}>
              Logout
            </Button>
          </Profile>
        )}
      </Panel>
    </>
  );
}
