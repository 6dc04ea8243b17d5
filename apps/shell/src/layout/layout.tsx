import { useEmployee } from '@shopdesk/session';
import { space } from '@shopdesk/ui-kit';
import { useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LazyCommandPalette } from './command-palette/lazy-command-palette';
import { usePaletteKey } from './command-palette/use-palette-key';
import { useFallbackTitle } from './fallback-title';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { LiveQueue } from './live-queue';
import { Sidebar } from './sidebar';
import { SIDEBAR_WIDTH, useSidebarMode } from './sidebar-mode';
import { TopBar } from './top-bar';

/** Beside a pinned sidebar, the top bar and the page move over by its width. */
const Page = styled.div<{ $docked: boolean }>`
  padding-left: ${({ $docked }) => ($docked ? SIDEBAR_WIDTH : '0')};
`;

// Wide enough for the order queue's ten columns on one line each at 1440 px; beyond that the
// page stays centred, so lines do not stretch across a large monitor.
const Content = styled.main`
  max-width: 1600px;
  margin: 0 auto;
  padding: ${space('xl')} ${space('lg')};
`;

/** Every page: top bar, sidebar, and the page (or section) in the content area; the live queue while signed in. */
export function Layout() {
  // The sidebar gives focus back to the menu button that opens it.
  const menuButton = useRef<HTMLButtonElement>(null);
  const { docked } = useSidebarMode();
  const employee = useEmployee();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(employee !== null), [employee]);
  usePaletteKey(openPalette);
  useFallbackTitle();
  return (
    <>
      {employee && <LiveQueue />}
      {employee && <KeyboardShortcuts />}
      <Sidebar returnFocusTo={menuButton} />
      {paletteOpen && <LazyCommandPalette onClose={() => setPaletteOpen(false)} />}
      <Page $docked={docked} data-testid="page">
        <TopBar menuButtonRef={menuButton} showMenuButton={!docked} onSearch={employee ? openPalette : undefined} />
        <Content>
          <Outlet />
        </Content>
      </Page>
    </>
  );
}
