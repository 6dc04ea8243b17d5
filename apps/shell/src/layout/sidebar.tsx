import { logout } from '@shopdesk/api-client';
import { LEVEL_LABELS } from '@shopdesk/contracts';
import { useEmployee, useLogout, useSidebar } from '@shopdesk/session';
import { Button, CloseIcon, color, fontSize, fontWeight, IconButton, LogoutIcon, PinIcon, PinnedIcon, radius, shadow, space, transition, useDialogFocus, visuallyHidden, zIndex } from '@shopdesk/ui-kit';
import { useEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PROFILE_PATH } from '../routing/paths';
import { ColorSchemeSelect } from './color-scheme-select';
import { SIDEBAR_TITLES, sidebarPath } from './sidebar-entries';
import { SIDEBAR_WIDTH, useSidebarMode } from './sidebar-mode';

export const SIDEBAR_ID = 'sidebar';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex('modal')};
  background: ${color('overlay')};
`;

const Panel = styled.aside<{ $open: boolean; $docked: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ $docked }) => ($docked ? zIndex('sticky') : zIndex('modal'))};
  display: flex;
  flex-direction: column;
  gap: ${space('lg')};
  width: ${SIDEBAR_WIDTH};
  max-width: 85vw;
  padding: ${space('md')};
  background: ${color('surface')};
  /* Docked, it is part of the page: a rule, not a shadow over it. */
  box-shadow: ${({ $docked }) => ($docked ? 'none' : shadow('lg'))};
  border-right: ${({ $docked }) => ($docked ? '1px solid' : '0 solid')} ${color('border')};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${transition('normal')},
    visibility ${transition('normal')};
  /* Opening, it is visible at once, or a browser will not move the focus in; closing, it slides out first. */
  ${({ $open }) => $open && 'transition-property: transform;'}
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
  /* The current section: colour, weight and a bar at the edge, so it reads without colour too. */
  a[aria-current='page'] {
    color: ${color('primary')};
    font-weight: ${fontWeight('semibold')};
    background: ${color('primarySoft')};
    box-shadow: inset 3px 0 0 ${color('primary')};
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space('sm')};
`;

const Profile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
  padding-top: ${space('md')};
  border-top: 1px solid ${color('border')};
  font-weight: ${fontWeight('medium')};
  /* The name leads to the profile: a link that reads as the name. */
  a {
    color: ${color('text')};
    text-decoration: none;
    border-radius: ${radius('md')};
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The employee's level under their name: what the screens let them do follows from it. */
const Level = styled.span`
  display: block;
  font-size: ${fontSize('sm')};
  font-weight: ${fontWeight('regular')};
  color: ${color('textMuted')};
`;

/**
 * The sidebar: section entries (the current one marked), and the employee's profile with the
 * Theme choice and Logout.
 * By default it slides in over the page and holds the focus like a modal (the page behind is
 * covered); once closed, by whatever means, focus goes back to `returnFocusTo`, the top bar's menu
 * button. On wide screens it can be pinned beside the page instead (see `useSidebarMode`).
 */
export function Sidebar({ returnFocusTo }: { returnFocusTo?: RefObject<HTMLButtonElement | null> }) {
  const employee = useEmployee();
  const { isOpen, close, setPinned } = useSidebar();
  const { canPin, docked } = useSidebarMode();
  const signOut = useLogout(logout);
  const panel = useRef<HTMLElement>(null);
  const pinButton = useRef<HTMLButtonElement>(null);
  const drawerOpen = isOpen && !docked;
  // Focus moves in to the first control, Close; Tab stays inside; Esc closes.
  useDialogFocus(panel, close, { active: drawerOpen, returnFocusTo });
  usePinFocus(docked, panel, pinButton, returnFocusTo);

  return (
    <>
      {drawerOpen && <Backdrop data-testid="sidebar-backdrop" onClick={close} />}
      <Panel
        ref={panel}
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        $open={drawerOpen || docked}
        $docked={docked}
        inert={!drawerOpen && !docked}
        tabIndex={-1}
        data-dialog-body=""
      >
        <Controls>
          {!docked && <IconButton label="Close menu" icon={<CloseIcon />} onClick={close} />}
          {canPin && (
            <IconButton
              ref={pinButton}
              label={docked ? 'Unpin sidebar' : 'Pin sidebar'}
              icon={docked ? <PinnedIcon /> : <PinIcon />}
              onClick={() => setPinned(!docked)}
            />
          )}
        </Controls>
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
            {/* The link reads as it looks (name and level), then says where it goes. */}
            <NavLink to={PROFILE_PATH} onClick={close}>
              {employee.name}
              <Level>{LEVEL_LABELS[employee.level] ?? employee.level}</Level>
              <Hidden>, your profile</Hidden>
            </NavLink>
            <ColorSchemeSelect />
            <Button variant="secondary" icon={<LogoutIcon />} onClick={() => void signOut()}>
              Logout
            </Button>
          </Profile>
        )}
      </Panel>
    </>
  );
}

/**
 * Keeps the focus on a control that is still there when pinning changes it. Pinned, the drawer
 * closes and the menu button goes away: Unpin, the same button, keeps the focus. Unpinned, the
 * panel hides with the focus inside it: the menu button, back in the top bar, takes it.
 */
function usePinFocus(
  docked: boolean,
  panel: RefObject<HTMLElement | null>,
  pinButton: RefObject<HTMLButtonElement | null>,
  menuButton: RefObject<HTMLButtonElement | null> | undefined,
) {
  const wasDocked = useRef(docked);
  useEffect(() => {
    if (wasDocked.current === docked) return;
    wasDocked.current = docked;
    const focused = document.activeElement;
    if (docked) pinButton.current?.focus();
    else if (focused === document.body || panel.current?.contains(focused)) menuButton?.current?.focus();
  }, [docked, panel, pinButton, menuButton]);
}
