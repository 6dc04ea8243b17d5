import { archiveService, queryKeys, useArchive } from '@shopdesk/api-client';

/** Archives an active service or restores an archived one (services/archiveService/:id); lists and counts refresh. */
export const useArchiveService = () => useArchive(archiveService, queryKeys.services.all);
