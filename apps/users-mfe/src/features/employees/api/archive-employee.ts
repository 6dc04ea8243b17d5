import { archiveEmployee, queryKeys, useArchive } from '@shopdesk/api-client';

/** Archives an active employee (their sessions end) or restores an archived one; lists and counts refresh. */
export const useArchiveEmployee = () => useArchive(archiveEmployee, queryKeys.employees.all);
