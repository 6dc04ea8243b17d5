import { color, fontSize, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { changeLines } from './audit-texts';

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space('xxs')};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize('sm')};
  overflow-wrap: anywhere;
`;

const Field = styled.span`
  color: ${color('textMuted')};
`;

const Old = styled.span`
  color: ${color('textMuted')};
  text-decoration: line-through;
`;

/**
 * What a row changed, a line per field ("level: agent → manager"); nothing when it records no
 * values (a sign-in).
 *
 * @example <ChangeSummary before={entry.before} after={entry.after} />
 */
export function ChangeSummary({ before, after }: { before: unknown; after: unknown }) {
  const lines = changeLines(before, after);
  if (lines.length === 0) return null;
  return (
    <Lines>
      {lines.map((line) => (
        <li key={line.field}>
          <Field>{line.field}: </Field>
          {line.from !== undefined && <Old>{line.from}</Old>}
          {line.from !== undefined && line.to !== undefined && ' → '}
          {line.to}
        </li>
      ))}
    </Lines>
  );
}
