import { archiveServiceCredential, queryKeys, useArchive } from '@shopdesk/api-client';

/** Archives an active credential or restores an archived one (serviceCredentials/archiveServiceCredential/:id). */
export const useArchiveCredential = () => useArchive(archiveServiceCredential, queryKeys.serviceCredentials.all);
