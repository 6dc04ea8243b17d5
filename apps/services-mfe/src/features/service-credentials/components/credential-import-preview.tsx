import type { CredentialImportPreview as ImportPreview } from '@shopdesk/contracts';
import { color, fontSize, fontWeight, MaskedPassword, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { linesText } from '../utils/import-texts';

// Enough to see what went wrong; a file of thousands of bad lines is better fixed at its source.
const LINES_SHOWN = 50;

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

const UserId = styled.span`
  font-weight: ${fontWeight('medium')};
  overflow-wrap: anywhere;
`;

/** A line as the employee typed it, its password masked: 'ali@falcon ••••••••', or the password alone. */
function LineValue({ userId }: { userId: string | null }) {
  return (
    <>
      {userId !== null && <UserId>{userId}</UserId>} <MaskedPassword />
    </>
  );
}

/** The lines to be written: how many, and where (a file of thousands reads better as ranges). */
function NewGroup({ lines }: { lines: readonly { line: number }[] }) {
  return (
    <Group>
      <h3>New ({lines.length})</h3>
      {lines.length > 0 && <Muted>{linesText(lines.map(({ line }) => line))}</Muted>}
    </Group>
  );
}

/** Lines left out, each with what it holds, so the employee knows which they are: the first 50. */
function SkippedGroup<L extends { line: number; userId: string | null; reason?: string }>({ title, lines }: { title: string; lines: readonly L[] }) {
  const shown = lines.slice(0, LINES_SHOWN);
  return (
    <Group>
      <h3>
        {title} ({lines.length})
      </h3>
      {shown.length > 0 && (
        <Problems aria-label={title}>
          {shown.map(({ line, userId, reason }) => (
            <li key={line}>
              Line {line}: <LineValue userId={userId} />
              {reason && ` (${reason})`}
            </li>
          ))}
        </Problems>
      )}
      {lines.length > shown.length && <Muted>and {lines.length - shown.length} more</Muted>}
    </Group>
  );
}

/**
 * How the API sorted an import's lines, before anything is written: New (its count and line
 * numbers), then the lines left out, each with its user id and a masked password: Duplicates in
 * this batch, Already in stock and Malformed (with its reason); and whether a header row was skipped.
 *
 * @example <CredentialImportPreview preview={sorted} />
 */
export function CredentialImportPreview({ preview }: { preview: ImportPreview }) {
  return (
    <Groups>
      {preview.header && <Muted>Header row skipped</Muted>}
      <NewGroup lines={preview.fresh} />
      <SkippedGroup title="Duplicates in this batch" lines={preview.duplicateInBatch} />
      <SkippedGroup title="Already in stock" lines={preview.inStock} />
      <SkippedGroup title="Malformed" lines={preview.malformed} />
    </Groups>
  );
}
