import { isShortcutPress, ShortcutsModal, visuallyHidden } from '@shopdesk/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { sidebarPath } from './sidebar-entries';

/** After `g`, the key that names the section, and the sidebar entry it goes to. */
const GO_TO: Record<string, string> = { d: 'Dashboard', o: 'Orders', s: 'Services', u: 'Users' };

/** How long `g` waits for its second key. */
export const SEQUENCE_MS = 1_500;

const Announcement = styled.div`
  ${visuallyHidden}
`;

/**
 * The shortcuts that work anywhere: `g` then `d`, `o`, `s` or `u` goes to that section (as its
 * sidebar entry does), `?` lists every shortcut. They never fire while typing in a field or with a
 * modal open; what `g` waits for is announced to screen readers.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const goPressedAt = useRef<number | null>(null);
  const quiet = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(quiet.current), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutPress(event)) return;
      const waited = goPressedAt.current;
      goPressedAt.current = null;
      if (waited !== null && Date.now() - waited <= SEQUENCE_MS && GO_TO[event.key]) {
        event.preventDefault();
        setAnnouncement('');
        void navigate(sidebarPath(GO_TO[event.key]));
        return;
      }
      if (event.key === 'g') {
        goPressedAt.current = Date.now();
        setAnnouncement('Go to: d for the dashboard, o for orders, s for services, u for users');
        clearTimeout(quiet.current);
        quiet.current = setTimeout(() => setAnnouncement(''), SEQUENCE_MS);
      } else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  return (
    <>
      {/* aria-live without role=status: the page's role=status elements are its loaders. */}
      <Announcement aria-live="polite">{announcement}</Announcement>
      <ShortcutsModal open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
