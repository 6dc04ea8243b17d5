import { errorMessage } from '@shopdesk/api-client';
import { ErrorNotice, Loader, Modal } from '@shopdesk/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Which item a view or update modal shows, and how; `id` is what its single read asks for. */
export interface ItemOpening {
  mode: 'update' | 'view';
  id: string;
}

export interface ReadItemModalProps<T> {
  /** The item's single read, e.g. `useService(id)`. */
  read: UseQueryResult<T>;
  /** The modal's title meanwhile, the same as the form's: 'Update VPN'. */
  title: string;
  /** What is read, as the loader and the failure say it: 'the service'. */
  what: string;
  onClose: () => void;
  /** The form, once the item is read. */
  children: (item: T) => ReactNode;
}

/**
 * A view or update modal that reads its item fresh first (another employee may have changed it
 * since the list loaded): a loader meanwhile, a Retry when it cannot load, then the form.
 *
 * @example <ReadItemModal read={useService(id)} title="Update VPN" what="the service" onClose={close}>
 *   {(service) => <ServiceFormModal mode="update" service={service} ... />}
 * </ReadItemModal>
 */
export function ReadItemModal<T>({ read, title, what, onClose, children }: ReadItemModalProps<T>) {
  // A copy cached before this modal opened, with a read still on its way (the refetch after a save),
  // is older than that read: wait for it. The form takes its values once, so it would keep the old ones.
  const readPending = read.isFetching && !read.isFetchedAfterMount;
  if (read.data && !readPending) return children(read.data);
  return (
    <Modal open title={title} onClose={onClose}>
      {read.isError ? (
        <ErrorNotice message={errorMessage(read.error, `Could not load ${what}`)} onRetry={() => void read.refetch()} />
      ) : (
        <Loader label={`Loading ${what}`} />
      )}
    </Modal>
  );
}
