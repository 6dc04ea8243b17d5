import { errorMessage } from '@shopdesk/api-client';
import type { OrderNote, TimelineEvent } from '@shopdesk/contracts';
import { useCan, useEmployee } from '@shopdesk/session';
import { Badge, Button, color, EmptyState, ErrorNotice, fontSize, fontWeight, Loader, space, type BadgeTone } from '@shopdesk/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { exactDateTime } from '../../../lib/created-at';
import { useNow } from '../../../lib/use-now';
import { useAddNote, useEditNote } from '../api/order-care';
import { useOrderTimeline } from '../api/order-timeline';
import { emailStatusText, timelineActor, timelineTitle } from '../utils/timeline-texts';
import { NoteForm } from './note-form';

const Events = styled.ol`
  display: flex;
  flex-direction: column;
  margin: ${space('lg')} 0 0;
  padding: 0;
  list-style: none;
`;

// A line down the left joins the events; each has a dot in the colour of what it was.
const Event = styled.li<{ $tone: BadgeTone }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space('xxs')};
  padding: 0 0 ${space('md')} ${space('lg')};
  border-left: 2px solid ${color('border')};
  margin-left: 5px;
  &:last-child {
    border-left-color: transparent;
  }
  &::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 3px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ $tone }) => color($tone === 'neutral' ? 'textMuted' : $tone)};
  }
`;

const Title = styled.span`
  font-weight: ${fontWeight('semibold')};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

const Body = styled.p`
  margin: ${space('xxs')} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const EMAIL_TONES = { pending: 'neutral', sent: 'success', failed: 'danger' } as const;

function toneOf(event: TimelineEvent): BadgeTone {
  switch (event.kind) {
    case 'status':
      return event.to === 'completed' ? 'success' : 'danger';
    case 'email':
      return EMAIL_TONES[event.status];
    case 'refund':
    case 'replaced':
      return 'warning';
    case 'revoked':
      return 'danger';
    case 'note':
      return 'primary';
    default:
      return 'neutral';
  }
}

function NoteEntry({ orderId, note }: { orderId: string; note: OrderNote }) {
  const me = useEmployee();
  const now = useNow(true);
  const edit = useEditNote(orderId);
  const [editing, setEditing] = useState(false);
  const editable = me?._id === note.author._id && now < Date.parse(note.editableUntil);
  if (editing) {
    return (
      <NoteForm mode="edit" initialBody={note.body} onSave={(body) => edit.mutateAsync({ noteId: note._id, body })} onCancel={() => setEditing(false)} />
    );
  }
  return (
    <>
      <Body>{note.body}</Body>
      {editable && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit note
          </Button>
        </div>
      )}
    </>
  );
}

function TimelineEntry({ orderId, event }: { orderId: string; event: TimelineEvent }) {
  const actor = timelineActor(event);
  return (
    <Event $tone={toneOf(event)}>
      <Title>{timelineTitle(event)}</Title>
      <Meta>
        <time dateTime={event.at}>{exactDateTime(event.at)}</time>
        {actor ? ` · ${actor}` : ''}
      </Meta>
      {event.kind === 'email' && (
        <span>
          <Badge tone={EMAIL_TONES[event.status]}>{emailStatusText(event)}</Badge>
        </span>
      )}
      {event.kind === 'refund' && event.note && <Body>{event.note}</Body>}
      {event.kind === 'note' && <NoteEntry orderId={orderId} note={event.note} />}
    </Event>
  );
}

/**
 * The order's Timeline tab: a note box (for levels that work on orders), then everything that
 * happened to the order, newest first: who did what and when, how each e-mail went (followed live
 * while one is queued), refunds and notes; its author edits a note for 10 minutes.
 *
 * @example <OrderTimeline orderId={order._id} />
 */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const timeline = useOrderTimeline(orderId);
  const add = useAddNote(orderId);
  const canWrite = useCan('orders.work');
  return (
    <section aria-label="Timeline">
      {canWrite && <NoteForm mode="add" onSave={(body) => add.mutateAsync(body)} />}
      {timeline.isPending && <Loader label="Loading the timeline" />}
      {timeline.isError && (
        <ErrorNotice message={errorMessage(timeline.error, 'Could not load the timeline')} onRetry={() => void timeline.refetch()} retrying={timeline.isFetching} />
      )}
      {timeline.data && timeline.data.length === 0 && <EmptyState title="Nothing has happened to this order yet" />}
      {timeline.data && timeline.data.length > 0 && (
        <Events>
          {timeline.data.map((event, index) => (
            <TimelineEntry key={`${event.kind}-${event.at}-${index}`} orderId={orderId} event={event} />
          ))}
        </Events>
      )}
    </section>
  );
}
