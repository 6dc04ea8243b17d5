import { Fragment } from 'react';
import styled from 'styled-components';
import { Button } from '../components/button';
import { Modal } from '../modal/modal';
import { color, font, fontSize, fontWeight, radius, space } from '../theme/theme-of';
import { SHORTCUT_GROUPS } from './shortcuts';

const Group = styled.section`
  & + & {
    margin-top: ${space('lg')};
  }
`;

const GroupTitle = styled.h3`
  margin: 0 0 ${space('sm')};
  font-size: ${fontSize('sm')};
  font-weight: ${fontWeight('semibold')};
  color: ${color('textMuted')};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space('sm')} ${space('lg')};
  margin: 0;
  dd {
    margin: 0;
  }
`;

const Key = styled.kbd`
  display: inline-block;
  min-width: 24px;
  padding: 1px ${space('xs')};
  font-family: ${font('mono')};
  font-size: ${fontSize('sm')};
  text-align: center;
  color: ${color('text')};
  background: ${color('surfaceMuted')};
  border: 1px solid ${color('borderStrong')};
  border-radius: ${radius('sm')};
`;

const Then = styled.span`
  margin: 0 ${space('xs')};
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

/** Every keyboard shortcut, by where it works (`?` opens it). */
export function ShortcutsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Keyboard shortcuts" onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      {SHORTCUT_GROUPS.map((group) => (
        <Group key={group.title} aria-label={group.title}>
          <GroupTitle>{group.title}</GroupTitle>
          <List>
            {group.shortcuts.map((shortcut) => (
              <Fragment key={shortcut.does}>
                <dt>
                  {shortcut.keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && <Then>then</Then>}
                      <Key>{key}</Key>
                    </Fragment>
                  ))}
                </dt>
                <dd>{shortcut.does}</dd>
              </Fragment>
            ))}
          </List>
        </Group>
      ))}
    </Modal>
  );
}
