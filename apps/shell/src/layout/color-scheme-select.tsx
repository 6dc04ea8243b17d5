import { COLOR_SCHEME_CHOICES, color, fontSize, InlineSelect, space, useColorSchemeChoice, type ColorSchemeChoice } from '@shopdesk/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('sm')};
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

const LABELS: Record<ColorSchemeChoice, string> = { system: 'As the system', light: 'Light', dark: 'Dark' };

/** The profile block's Theme choice: light, dark, or as the system (the default), remembered in this browser. */
export function ColorSchemeSelect() {
  const id = useId();
  const [choice, setChoice] = useColorSchemeChoice();
  return (
    <Row>
      <label htmlFor={id}>Theme</label>
      <InlineSelect id={id} value={choice} onChange={(event) => setChoice(event.target.value as ColorSchemeChoice)}>
        {COLOR_SCHEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </InlineSelect>
    </Row>
  );
}
