import type { CustomerNote } from '@shopdesk/contracts';
import { Button, color, EmptyState, fontSize, fontWeight, radius, space } from '@shopdesk/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { exactDateTime } from '../../../lib/created-at';
import { truncateId } from '@shopdesk/lists';

const Section = styled.section`
  margin-top: ${space('xl')};
`;

const Heading = styled.h2`
  margin: 0 0 ${space('sm')};
  font-size: ${fontSize('lg')};
  font-weight: ${fontWeight('semibold')};
`;

const Notes = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.li`
  padding: ${space('md')};
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  p {
    margin: ${space('xs')} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.span`
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

export interface CustomerNotesProps {
  notes: readonly CustomerNote[];
  /** Opens the order a note is on. */
  onOpenOrder: (orderId: string) => void;
}

/**
 * 'Notes on their orders': what colleagues wrote on any of the customer's orders, newest first,
 * each with who, when and a link to its order.
 */
export function CustomerNotes({ notes, onOpenOrder }: CustomerNotesProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Notes on their orders</Heading>
      {notes.length === 0 ? (
        <EmptyState title="No notes on their orders yet" />
      ) : (
        <Notes>
          {notes.map((note) => (
            <Note key={note._id}>
              <Meta>
                {note.author.name} · <time dateTime={note.createdAt}>{exactDateTime(note.createdAt)}</time> · order{' '}
                <Button variant="link" size="sm" onClick={() => onOpenOrder(note.order)} aria-label={`Open order ${note.order}`}>
                  {truncateId(note.order)}
                </Button>
              </Meta>
              <p>{note.body}</p>
            </Note>
          ))}
        </Notes>
      )}
    </Section>
  );
}
