import { color, fontSize, radius, space } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A page of settings cards, one under the other (the profile, the security settings). */
export const SettingsPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  max-width: 760px;
`;

const Panel = styled.section`
  padding: ${space('lg')} ${space('xl')};
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  h2 {
    margin: 0 0 ${space('md')};
    font-size: ${fontSize('lg')};
  }
  /* The intro only: a field's error or hint inside keeps its own colour. */
  > p {
    margin: 0 0 ${space('md')};
    color: ${color('textMuted')};
  }
`;

/** One card of a settings page: its heading (which names it), a line of intro, its content. */
export function SettingsCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </Panel>
  );
}
