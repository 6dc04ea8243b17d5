import type { CredentialImportPreview as ImportPreview } from '@shopdesk/contracts';
import { color, fontSize, fontWeight, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { linesText } from '../utils/import-texts';

// Enough to see what went wrong; a file of thousands of bad lines is better fixed at its source.
const MALFORMED_SHOWN = 50;

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('lg')};
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
  h3 {
    font-size: ${fontSize('md')};
    font-weight: ${fontWeight('semibold')};
  }
`;

const Muted = styled.p`
  color: ${color('textMuted')};
  overflow-wrap: anywhere;
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: ${space('lg')};
`;

function LinesGroup({ title, lines }: { title: string; lines: readonly { line: number }[] }) {
  return (
    <Group>
      <h3>
        {title} ({lines.length})
      </h3>
      {lines.length > 0 && <Muted>{linesText(lines.map(({ line }) => line))}</Muted>}
    </Group>
  );
}

function MalformedGroup({ lines }: { lines: ImportPreview['malformed'] }) {
  const shown = lines.slice(0, MALFORMED_SHOWN);
  return (
    <Group>
      <h3>Malformed ({lines.length})</h3>
      {shown.length > 0 && (
        <Problems>
          {shown.map(({ line, reason }) => (
            <li key={line}>
              Line {line}: {reason}
            </li>
          ))}
        </Problems>
      )}
      {lines.length > shown.length && <Muted>and {lines.length - shown.length} more</Muted>}
    </Group>
  );
}

/**
 * How the API sorted an import's lines, before anything is written: New, Duplicates in this
 * batch, Already in stock (each with its count and line numbers) and Malformed (each line with
 * its reason), and whether a header row was skipped.
 *
 * @example <CredentialImportPreview preview={sorted} />
 */
export function CredentialImportPreview({ preview }: { preview: ImportPreview }) {
  return (
    <Groups>
      {preview.header && <Muted>Header row skipped</Muted>}
      <LinesGroup title="New" lines={preview.fresh} />
      <LinesGroup title="Duplicates in this batch" lines={preview.duplicateInBatch} />
      <LinesGroup title="Already in stock" lines={preview.inStock} />
      <MalformedGroup lines={preview.malformed} />
    </Groups>
  );
}
