import { color, focusRing, fontSize, fontWeight, headerControl, narrowMedia, radius, SearchIcon, space, visuallyHidden } from '@shopdesk/ui-kit';
import styled from 'styled-components';

// A header control, muted like a field's placeholder: it reads as a box to type into.
const Button = styled.button`
  ${headerControl}
  font-weight: ${fontWeight('regular')};
  color: ${color('textMuted')};
  background: ${color('surfaceMuted')};
  border-color: ${color('border')};
  &:hover {
    color: ${color('text')};
  }
  ${focusRing}
  svg {
    width: 18px;
    height: 18px;
  }
  ${narrowMedia} {
    padding: 0 ${space('sm')};
  }
`;

// On a phone the icon says it; the word stays for screen readers, as the button's name.
const Label = styled.span`
  ${narrowMedia} {
    ${visuallyHidden}
  }
`;

const Keys = styled.kbd`
  padding: 0 ${space('xs')};
  font-family: inherit;
  font-size: ${fontSize('xs')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('sm')};
  ${narrowMedia} {
    display: none;
  }
`;

/** The top bar's way into the command palette, for the mouse and for who does not know Ctrl+K. */
export function PaletteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" aria-keyshortcuts="Control+K Meta+K" onClick={onClick}>
      <SearchIcon aria-hidden />
      <Label>Search</Label>
      <Keys aria-hidden>Ctrl K</Keys>
    </Button>
  );
}
