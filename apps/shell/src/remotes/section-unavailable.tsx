import { Button, color, fontSize, radius, space } from '@shopdesk/ui-kit';
import styled, { css } from 'styled-components';
import type { LibMismatch } from './shared-lib-check';

const Panel = styled.section<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space('md')};
  padding: ${({ $compact }) => ($compact ? space('lg') : space('xl'))};
  h2 {
    font-size: ${fontSize('xl')};
  }
  /* A widget's fallback: framed like the cards it stands in for, and no louder than them. */
  ${({ $compact }) =>
    $compact &&
    css`
      background: ${color('surface')};
      border: 1px solid ${color('border')};
      border-radius: ${radius('lg')};
      h3 {
        font-size: ${fontSize('md')};
      }
    `}
  p {
    color: ${color('textMuted')};
  }
`;

export interface SectionUnavailableProps {
  /** The section's title: 'The Orders section is unavailable'. */
  section: string;
  onRetry: () => void;
  /** `h3` when it sits under a heading of its own (a dashboard widget); default `h2`. */
  headingLevel?: 'h2' | 'h3';
  /** Set when the section's code was built for a newer shell: then that is what it says. */
  newerLibs?: LibMismatch[];
}

const libName = (lib: string) => lib.replace(/^@shopdesk\//, '');

/**
 * What shows in place of a section's code that cannot load; the rest of the app keeps working.
 *
 * @example <SectionUnavailable section="Orders" onRetry={retry} />
 */
export function SectionUnavailable({ section, onRetry, headingLevel: Heading = 'h2', newerLibs }: SectionUnavailableProps) {
  return (
    <Panel role="alert" $compact={Heading === 'h3'}>
      <Heading>The {section} section is unavailable</Heading>
      {newerLibs ? (
        <p>
          This version of the section needs a newer shell ({newerLibs.map((m) => `${libName(m.lib)} ${m.needs}; this page has ${m.shellHas ?? 'none'}`).join(', ')}).
          The shell must be deployed first; then reload the page.
        </p>
      ) : (
        <p>Its code could not be loaded. Check your connection, then try again.</p>
      )}
      <Button onClick={onRetry}>Retry</Button>
    </Panel>
  );
}
