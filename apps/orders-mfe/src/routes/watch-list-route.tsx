import { errorMessage, listExport } from '@shopdesk/api-client';
import { api, type WatchListEntry } from '@shopdesk/contracts';
import { useCan, usePageTitle } from '@shopdesk/session';
import { ArchiveIcon, ConfirmModal, toast } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { useRemoveWatchListEntry, useWatchList } from '../features/watch-list/api/watch-list';
import { WATCH_LIST_COLUMNS } from '../features/watch-list/components/watch-list-columns';
import { WatchListForm } from '../features/watch-list/components/watch-list-form';
import { ListScreen } from '@shopdesk/lists';

/**
 * `watchList`: the addresses, domains and transaction prefixes whose pending orders are flagged,
 * with why and until when; managers and owners add and remove entries (each confirmed, audited).
 */
export function WatchListRoute() {
  usePageTitle('Watch list');
  const list = useWatchList();
  const canManage = useCan('watchList.manage');
  const canExport = useCan('lists.export');
  const remove = useRemoveWatchListEntry();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WatchListEntry | null>(null);
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing._id, {
      onSuccess: (answer) => toast.success(answer.message ?? 'Removed from the watch list'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to remove from the watch list')),
      onSettled: () => setRemoving(null),
    });
  return (
    <ListScreen
      title="Watch list"
      controller={list}
      columns={WATCH_LIST_COLUMNS}
      back={{ to: '../dashboard' }}
      exportCsv={canExport ? listExport(api.watchList.exportWatchList, list, 'watch-list.csv') : undefined}
      create={canManage ? { topic: 'Watch List Entry', onCreate: () => setAdding(true) } : undefined}
      rowActions={
        canManage
          ? (entry) => [{ key: 'remove', label: 'Remove from the watch list', icon: <ArchiveIcon />, tone: 'danger', onClick: () => setRemoving(entry) }]
          : undefined
      }
    >
      {adding && <WatchListForm onClose={() => setAdding(false)} />}
      <ConfirmModal
        open={removing !== null}
        message={removing ? `Stop watching ${removing.value}? Its pending orders are no longer flagged.` : ''}
        confirmLabel="Remove"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </ListScreen>
  );
}
