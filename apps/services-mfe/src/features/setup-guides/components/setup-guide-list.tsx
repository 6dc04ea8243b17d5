import { bulkArchiveServiceSetupGuides, errorMessage, listExport, queryKeys, useBulkAction } from '@shopdesk/api-client';
import { api, type ServiceSetupGuide } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { useState } from 'react';
import type { ItemOpening } from '../../../lib/read-item-modal';
import { setupGuideTitle, SERVICE_TYPE_TITLES, toApiType, type UrlServiceType } from '../../../lib/service-type';
import { useSetupGuides } from '../api/get-setup-guides';
import { ArchiveSetupGuideConfirm } from './archive-setup-guide-confirm';
import { SETUP_GUIDE_COLUMNS } from './setup-guide-columns';
import { SetupGuideCreateModal } from './setup-guide-create-modal';
import { SetupGuideDetailModal } from './setup-guide-detail-modal';
import { archiveAction, archiveBulkAction, editAction, ListScreen, viewAction } from '@shopdesk/lists';

const GUIDE_NOUN = { one: 'setup guide', many: 'setup guides' };

/**
 * The setup guides of one type ('VPN Setup Guide'): search, Active/Archived filter and paging in
 * the URL; view; create, update, archive and unarchive only for who may change the catalogue
 * ('catalogue.write').
 *
 * @example <SetupGuideList type="dollarCard" />
 */
export function SetupGuideList({ type }: { type: UrlServiceType }) {
  const canEdit = useCan('catalogue.write');
  const canExport = useCan('lists.export');
  const apiType = toApiType(type);
  const title = setupGuideTitle(type);
  const guides = useSetupGuides(apiType);
  const modal = { type: apiType, topic: title, typeTitle: SERVICE_TYPE_TITLES[type] };
  const [creating, setCreating] = useState(false);
  const [opening, setOpening] = useState<ItemOpening | null>(null);
  const [archiving, setArchiving] = useState<ServiceSetupGuide | null>(null);
  const archiveMany = useBulkAction(bulkArchiveServiceSetupGuides, [queryKeys.serviceSetupGuides.all]);

  return (
    <ListScreen
      title={title}
      controller={guides}
      columns={SETUP_GUIDE_COLUMNS}
      rowActions={(guide) => [
        viewAction(() => setOpening({ mode: 'view', id: guide._id })),
        ...(canEdit
          ? [editAction(() => setOpening({ mode: 'update', id: guide._id })), archiveAction(guide.isActive, () => setArchiving(guide))]
          : []),
      ]}
      create={canEdit ? { topic: title, onCreate: () => setCreating(true) } : undefined}
      back={{ to: '../dashboard' }}
      exportCsv={canExport ? listExport(api.serviceSetupGuides.exportServiceSetupGuides, guides, 'setup-guides.csv') : undefined}
      bulk={{
        noun: GUIDE_NOUN,
        actions: canEdit ? [archiveBulkAction(guides.isActive, archiveMany)] : [],
        rowLabel: (guide) => `the guide with serial ${guide.serial}`,
        describeError: errorMessage,
      }}
    >
      {canEdit && creating && <SetupGuideCreateModal {...modal} onClose={() => setCreating(false)} />}
      {opening && (opening.mode === 'view' || canEdit) && <SetupGuideDetailModal {...modal} opening={opening} onClose={() => setOpening(null)} />}
      {canEdit && <ArchiveSetupGuideConfirm guide={archiving} onClose={() => setArchiving(null)} />}
    </ListScreen>
  );
}
