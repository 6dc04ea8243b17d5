import { archiveServiceSetupGuide, queryKeys, useArchive } from '@shopdesk/api-client';

/** Archives an active setup guide or restores an archived one (serviceSetupGuides/archiveServiceSetupGuide/:id). */
export const useArchiveSetupGuide = () => useArchive(archiveServiceSetupGuide, queryKeys.serviceSetupGuides.all);
