import type { ServiceSetupGuide } from '@shopdesk/contracts';
import { archiveAction, editAction, ListScreen, viewAction, type ModalMode } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { setupGuideTitle, SERVICE_TYPE_TITLES, toApiType, type UrlServiceType } from '../../../lib/service-type';
import { useSetupGuides } from '../api/get-setup-guides';
import { ArchiveSetupGuideConfirm } from './archive-setup-guide-confirm';
import { SETUP_GUIDE_COLUMNS } from './setup-guide-columns';
import { SetupGuideModal } from './setup-guide-modal';

interface Opened {
  mode: ModalMode;
  guide?: ServiceSetupGuide;
}

/**
 * The setup guides of one type ('VPN Setup Guide'): search, Active/Archived filter and paging in
 * the URL; create, view, update, archive and unarchive.
 *
 * @example <SetupGuideList type="dollarCard" />
 */
export function SetupGuideList({ type }: { type: UrlServiceType }) {
  const apiType = toApiType(type);
  const title = setupGuideTitle(type);
  const guides = useSetupGuides(apiType);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [archiving, setArchiving] = useState<ServiceSetupGuide | null>(null);

  return (
    <ListScreen
      title={title}
      controller={guides}
      columns={SETUP_GUIDE_COLUMNS}
      rowActions={(guide) => [
        viewAction(() => setOpened({ mode: 'view', guide })),
        editAction(() => setOpened({ mode: 'update', guide })),
        archiveAction(guide.isActive, () => setArchiving(guide)),
      ]}
      create={{ topic: title, onCreate: () => setOpened({ mode: 'create' }) }}
      back={{ to: '../dashboard' }}
    >
      {opened && (
        <SetupGuideModal
          mode={opened.mode}
          type={apiType}
          topic={title}
          typeTitle={SERVICE_TYPE_TITLES[type]}
          guide={opened.guide}
          onClose={() => setOpened(null)}
        />
      )}
      <ArchiveSetupGuideConfirm guide={archiving} onClose={() => setArchiving(null)} />
    </ListScreen>
  );
}
