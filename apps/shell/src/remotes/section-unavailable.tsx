import { Button, color, fontSize, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space('md')};
  padding: ${space('xl')};
  h2 {
    font-size: ${fontSize('xl')};
  }
  p {
    color: ${color('textMuted')};
  }
`;

/** What the content area shows when a section's remote cannot load; the rest of the app keeps working. */
export function SectionUnavailable({ section, onRetry }: { section: string; onRetry: () => void }) {
  return (
    <Panel role="alert">
      <h2>The {section} section is unavailable</h2>
      <p>Its code could not be loaded. Check your connection, then try again.</p>
      <Button onClick={onRetry}>Retry</Button>
    </Panel>
  );
}
