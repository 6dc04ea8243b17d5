import { BULK_MAX_ROWS } from '@shopdesk/contracts';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  color,
  ConfirmModal,
  fontSize,
  fontWeight,
  narrowMedia,
  radius,
  shadow,
  space,
  toast,
  zIndex,
} from '@shopdesk/ui-kit';
import type { RowSelection } from '../../controller/use-row-selection';
import { bulkResultText, countOf, type BulkAction, type RowNoun } from './bulk-action';

// Under the table, held at the bottom of the window while the list scrolls: it never pushes the
// rows down under the pointer when the first box is ticked.
const Bar = styled.section`
  position: sticky;
  bottom: ${space('lg')};
  z-index: ${zIndex('sticky')};
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
  padding: ${space('md')} ${space('lg')};
  background: ${color('surface')};
  border: 1px solid ${color('borderStrong')};
  border-radius: ${radius('lg')};
  box-shadow: ${shadow('md')};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')} ${space('md')};
  ${narrowMedia} {
    gap: ${space('sm')};
  }
`;

const Count = styled.span`
  font-weight: ${fontWeight('semibold')};
`;

const Note = styled.span`
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  margin-left: auto;
  ${narrowMedia} {
    margin-left: 0;
    width: 100%;
  }
`;

const Outcome = styled.p`
  margin: 0;
  padding: ${space('sm')} ${space('md')};
  font-size: ${fontSize('sm')};
  color: ${color('warning')};
  background: ${color('warningSoft')};
  border-radius: ${radius('md')};
`;

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));

export interface BulkBarProps {
  selection: RowSelection;
  noun: RowNoun;
  actions: BulkAction[];
  /** The ids of the page on screen. */
  pageIds: readonly string[];
  /** How many rows the list matches (at least that many when `isLowerBound`). */
  total: { count: number; isLowerBound: boolean } | undefined;
  /** A refused call's toast text (api-client's `errorMessage`). */
  describeError: (error: unknown, fallback: string) => string;
}

interface Outcome {
  text: string;
  /** The selection the action left; the outcome goes once the employee changes it. */
  left: ReadonlySet<string>;
}

/**
 * The bar of a list with ticked rows: how many, "Select all N matching" once a whole page is
 * ticked, the actions (each asks first, naming the count) and Clear. After an action it says what
 * was done and what was not, and why; the rows not done stay ticked.
 */
export function BulkBar({ selection, noun, actions, pageIds, total, describeError }: BulkBarProps) {
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inFlight = useRef(false);

  const count = selection.allMatching ? (total?.count ?? 0) : selection.ids.size;
  const shownOutcome = outcome && !selection.allMatching && sameIds(outcome.left, selection.ids) ? outcome : null;
  if (count === 0 && !shownOutcome) return null;

  const wholePage = !selection.allMatching && pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const more = total !== undefined && (total.isLowerBound || total.count > selection.ids.size);
  const matching = total && !total.isLowerBound ? countOf(total.count, noun) : `more than ${countOf(total?.count ?? 0, noun)}`;

  const act = async (action: BulkAction) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await action.run(selection.target());
      const text = bulkResultText(result, action.done);
      const left = new Set(result.failed.map((row) => row.id));
      selection.keepOnly([...left]);
      if (result.failed.length === 0) {
        setOutcome(null);
        toast.success(text);
      } else {
        // Beside the rows left ticked until the employee changes the selection; a toast would go.
        setOutcome({ text, left });
      }
    } catch (error) {
      toast.error(describeError(error, `Could not ${action.label.toLowerCase()} the ${noun.many}`));
    } finally {
      inFlight.current = false;
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <Bar aria-label={`Selected ${noun.many}`}>
      {count > 0 && (
        <Line>
          <Count>{selection.allMatching ? `All ${matching} selected` : `${countOf(count, noun)} selected`}</Count>
          {wholePage && more &&
            (total && !total.isLowerBound && total.count <= BULK_MAX_ROWS ? (
              <Button variant="link" size="sm" onClick={selection.selectAllMatching}>
                Select all {matching}
              </Button>
            ) : (
              <Note>
                Up to {BULK_MAX_ROWS} at once: narrow the list to act on all {matching}
              </Note>
            ))}
          <Buttons>
            {actions.map((action) => (
              <Button key={action.key} size="sm" variant={action.tone ?? 'primary'} onClick={() => setAsking(action)}>
                {action.label}
              </Button>
            ))}
            <Button size="sm" variant="secondary" onClick={selection.clear}>
              Clear selection
            </Button>
          </Buttons>
        </Line>
      )}
      {/* aria-live without role=status: the page's role=status elements are its loaders. */}
      <div aria-live="polite">{shownOutcome && <Outcome>{shownOutcome.text}</Outcome>}</div>
      <ConfirmModal
        open={asking !== null}
        title={asking ? `${asking.label} ${countOf(count, noun)}` : undefined}
        message={
          asking && (
            <>
              {`${asking.label} ${selection.allMatching ? `all ${matching} matching` : countOf(count, noun)}?`}
              {asking.detail && <Note as="p">{asking.detail}</Note>}
            </>
          )
        }
        confirmLabel={asking ? `${asking.label} ${countOf(count, noun)}` : ''}
        tone={asking?.tone ?? 'primary'}
        // Not 'Cancel': beside 'Cancel 5 orders' it would read as the action.
        cancelLabel="Go back"
        busy={busy}
        onConfirm={() => asking && void act(asking)}
        onCancel={() => setAsking(null)}
      />
    </Bar>
  );
}
