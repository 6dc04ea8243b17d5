import { api, type ServiceType } from '@shopdesk/contracts';
import { useResourceList } from '@shopdesk/lists';

/**
 * The setup guides of one service type (serviceSetupGuides/getServiceSetupGuideWithQuery), by
 * serial: search, page and the Active/Archived filter in the URL.
 */
export function useSetupGuides(type: ServiceType) {
  return useResourceList(api.serviceSetupGuides.getServiceSetupGuideWithQuery, {
    filters: { type },
    activeFilter: true,
    views: { list: 'setupGuides' },
    errorFallback: 'Could not load the setup guides',
  });
}
