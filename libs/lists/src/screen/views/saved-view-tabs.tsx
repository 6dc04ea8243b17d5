import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  color,
  ConfirmModal,
  focusRing,
  fontSize,
  fontWeight,
  IconButton,
  narrowMedia,
  PlusIcon,
  radius,
  space,
  toast,
  visuallyHidden,
} from '@shopdesk/ui-kit';
import type { SavedViews, ViewCount, ViewTab } from '../../controller/use-saved-views';
import { viewCountText } from './view-count';
import { ViewForm } from './view-form';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('sm')} ${space('md')};
`;

// One line that scrolls sideways on a phone rather than pushing the list down with many views.
const Tabs = styled.nav`
  display: flex;
  align-items: center;
  gap: ${space('xs')};
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  padding: 2px;
`;

// A pill rather than an underlined tab: the order status tabs may stand right above it.
const Tab = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${space('xs')};
  padding: ${space('xs')} ${space('md')};
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid ${color('border')};
  border-radius: ${radius('pill')};
  &:hover {
    color: ${color('text')};
    background: ${color('surfaceMuted')};
  }
  &[aria-current='true'] {
    font-weight: ${fontWeight('semibold')};
    color: ${color('primary')};
    background: ${color('primarySoft')};
    border-color: ${color('primary')};
  }
  ${focusRing}
`;

const Count = styled.span`
  font-size: ${fontSize('xs')};
  font-variant-numeric: tabular-nums;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Note = styled.span`
  flex: none;
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;

// On a phone the tab's tooltip says it: the view's tools keep to one line.
const WideNote = styled(Note)`
  ${narrowMedia} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs')};
`;

function ViewLink({ name, search, count, current, title }: { name: string; search: string; count?: ViewCount; current: boolean; title?: string }) {
  return (
    <Tab to={{ search }} aria-current={current ? 'true' : undefined} title={title}>
      {name}
      {count && (
        <>
          {' '}
          <Count>{viewCountText(count)}</Count>
          <Hidden> rows</Hidden>
        </>
      )}
    </Tab>
  );
}

/**
 * Saved views as tabs above a list: 'All' (the list as it starts), the employee's own views in
 * their order, then those the team shares, each with its count. A view is a link to the list's
 * URL with its search, filters and sort. Beside them: 'Save view' when the list shows what no view
 * keeps (and 'Update "{view}"' when that began as one of the employee's views), or, on one of their
 * views, Edit, Move left, Move right and Delete.
 */
export function SavedViewTabs({ views }: { views: SavedViews }) {
  const [form, setForm] = useState<'save' | ViewTab | null>(null);
  const [deleting, setDeleting] = useState<ViewTab | null>(null);
  const [busy, setBusy] = useState(false);
  // The own view the list showed last: changing its search or sort offers to update it.
  const basedOn = useRef<string | null>(null);
  const current = views.tabs.find((tab) => tab.id === views.current);
  if (views.current !== null) basedOn.current = current?.mine ? current.id : null;
  const startedFrom = views.current === null ? views.tabs.find((tab) => tab.id === basedOn.current) : undefined;

  const own = views.tabs.filter((tab) => tab.mine);
  const team = views.tabs.filter((tab) => !tab.mine);
  const place = current ? own.indexOf(current) : -1;

  const run = async (work: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toast.error(views.describeError(error, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row>
      <Tabs aria-label="Saved views">
        <ViewLink name="All" search={views.allSearch} count={views.allCount} current={views.current === 'all'} />
        {own.map((tab) => (
          <ViewLink key={tab.id} {...tab} current={tab.id === views.current} title={tab.shared ? 'Shared with the team' : undefined} />
        ))}
        {team.length > 0 && <Note aria-hidden>Team:</Note>}
        {team.map((tab) => (
          <ViewLink key={tab.id} {...tab} current={tab.id === views.current} title={`Shared by ${tab.ownerName}`} />
        ))}
      </Tabs>
      <Actions>
        {views.current === null && (
          <Button size="sm" variant="secondary" icon={<PlusIcon />} onClick={() => setForm('save')}>
            Save view
          </Button>
        )}
        {startedFrom && (
          <Button size="sm" variant="secondary" busy={busy} onClick={() => void run(() => views.update(startedFrom.id, { keepCurrent: true }), 'View updated', 'Failed to update the view')}>
            Update “{startedFrom.name}”
          </Button>
        )}
        {current && !current.mine && <Note>Shared by {current.ownerName}</Note>}
        {current?.mine && (
          <>
            {current.shared && <WideNote>Shared with the team</WideNote>}
            <IconButton label="Move left" icon={<ChevronLeftIcon />} disabled={busy || place <= 0} onClick={() => void run(() => views.move(current.id, -1), 'View moved', 'Failed to move the view')} />
            <IconButton label="Move right" icon={<ChevronRightIcon />} disabled={busy || place >= own.length - 1} onClick={() => void run(() => views.move(current.id, 1), 'View moved', 'Failed to move the view')} />
            <Button size="sm" variant="secondary" onClick={() => setForm(current)}>
              Edit view
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDeleting(current)}>
              Delete view
            </Button>
          </>
        )}
      </Actions>
      {form && <ViewForm views={views} editing={form === 'save' ? undefined : form} onClose={() => setForm(null)} />}
      <ConfirmModal
        open={deleting !== null}
        title="Delete view"
        message={`Delete the view “${deleting?.name ?? ''}”? The list stays as it is; only the tab goes${deleting?.shared ? ', for the whole team' : ''}.`}
        confirmLabel="Delete view"
        tone="danger"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (target) void run(() => views.remove(target.id), 'View deleted', 'Failed to delete the view').then(() => setDeleting(null));
        }}
      />
    </Row>
  );
}
