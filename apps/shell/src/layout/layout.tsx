import { space } from '@shopdesk/ui-kit';
import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const Content = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${space('xl')} ${space('lg')};
`;

/** Every page: top bar, sidebar, and the page (or section) in the content area. */
export function Layout() {
  // The sidebar gives focus back to the menu button that opens it.
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <TopBar menuButtonRef={menuButton} />
      <Sidebar returnFocusTo={menuButton} />
      <Content>
        <Outlet />
      </Content>
    </>
  );
}
