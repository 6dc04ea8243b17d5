import { bulkArchiveServiceCredentials, errorMessage, queryKeys, useBulkAction } from '@shopdesk/api-client';
import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { Button } from '@shopdesk/ui-kit';
import { SERVICE_IMPORT_KEY } from '@shopdesk/sections';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCredentials } from '../api/get-credentials';
import { ArchiveCredentialConfirm } from './archive-credential-confirm';
import { CREDENTIAL_COLUMNS } from './credential-columns';
import { CredentialCreateModal } from './credential-create-modal';
import { CREDENTIAL_TOPIC } from './credential-form-modal';
import { CredentialImportModal } from './credential-import-modal';
import { CredentialUpdateModal } from './credential-update-modal';
import { CredentialViewModal } from './credential-view-modal';
import { ExportCredentialsButton } from './export-credentials-button';
import { archiveAction, archiveBulkAction, editAction, ListScreen, viewAction } from '@shopdesk/lists';

const CREDENTIAL_NOUN = { one: 'credential', many: 'credentials' };

export interface CredentialListProps {
  serviceId: string;
  /** The heading; the service's name once it is known. */
  title: string;
  /** The form's Service field. */
  serviceName: string;
  /** Where the back arrow goes: the service's list, or back in history. */
  back: 'history' | { to: string };
}

/**
 * The credentials of one service: search, Active/Archived filter and paging in the URL; view
 * (password revealed on demand, for who may reveal a stock credential's); create, bulk import,
 * CSV export, update, archive and unarchive only for who may change the catalogue ('catalogue.write').
 *
 * @example <CredentialList serviceId={id} title="Falcon VPN Credentials" serviceName="Falcon VPN" back="history" />
 */
export function CredentialList({ serviceId, title, serviceName, back }: CredentialListProps) {
  const canEdit = useCan('catalogue.write');
  const canReveal = useCan('credentials.revealStock');
  const credentials = useCredentials(serviceId);
  const [viewing, setViewing] = useState<ServiceCredentialSummary | null>(null);
  const [editing, setEditing] = useState<ServiceCredentialSummary | null>(null);
  const [archiving, setArchiving] = useState<ServiceCredentialSummary | null>(null);
  const [creating, setCreating] = useState(false);
  // A link may open the import (an order short of this service's stock): the URL holds it until closed.
  const [params, setParams] = useSearchParams();
  const [importing, setImportingState] = useState(() => params.has(SERVICE_IMPORT_KEY));
  const setImporting = (open: boolean) => {
    setImportingState(open);
    if (!open && params.has(SERVICE_IMPORT_KEY)) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(SERVICE_IMPORT_KEY);
          return next;
        },
        { replace: true },
      );
    }
  };
  // The services' stock counts archived credentials out.
  const archiveMany = useBulkAction(bulkArchiveServiceCredentials, [queryKeys.serviceCredentials.all, queryKeys.services.all]);

  return (
    <ListScreen
      title={title}
      controller={credentials}
      columns={CREDENTIAL_COLUMNS}
      rowActions={(credential) => [
        viewAction(() => setViewing(credential)),
        ...(canEdit
          ? [editAction(() => setEditing(credential)), archiveAction(credential.isActive, () => setArchiving(credential))]
          : []),
      ]}
      actions={
        canEdit && (
          <>
            <ExportCredentialsButton serviceId={serviceId} />
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Import
            </Button>
          </>
        )
      }
      create={canEdit ? { topic: CREDENTIAL_TOPIC, onCreate: () => setCreating(true) } : undefined}
      back={back}
      bulk={{
        noun: CREDENTIAL_NOUN,
        actions: canEdit ? [archiveBulkAction(credentials.isActive, archiveMany)] : [],
        rowLabel: (credential) => credential.userId ?? 'credential',
        describeError: errorMessage,
      }}
    >
      <CredentialViewModal
        credential={viewing}
        canReveal={canReveal}
        onClose={() => setViewing(null)}
        onEdit={
          canEdit
            ? (credential) => {
                setViewing(null);
                setEditing(credential);
              }
            : undefined
        }
      />
      {canEdit && (
        <>
          {creating && (
            <CredentialCreateModal serviceId={serviceId} serviceName={serviceName} onClose={() => setCreating(false)} />
          )}
          {importing && <CredentialImportModal serviceId={serviceId} onClose={() => setImporting(false)} />}
          {editing && (
            <CredentialUpdateModal serviceId={serviceId} credentialId={editing._id} onClose={() => setEditing(null)} />
          )}
          <ArchiveCredentialConfirm credential={archiving} onClose={() => setArchiving(null)} />
        </>
      )}
    </ListScreen>
  );
}
