import { errorMessage } from '@shopdesk/api-client';
import { SECTIONS } from '@shopdesk/sections';
import { Card, ErrorNotice, Loader } from '@shopdesk/ui-kit';
import { SERVICE_TYPE_TITLES, toApiType, URL_SERVICE_TYPES, type UrlServiceType } from '../../../lib/service-type';
import { useActiveServiceCount } from '../api/count-active-services';

const activeText = (count: number) => (count === 0 ? 'No active services' : `${count} active service${count === 1 ? '' : 's'}`);

/** The list of one type, absolute: the cards show outside the section (the shell's dashboard). */
const listUrl = (type: UrlServiceType) => `${SECTIONS.services.mountPath}/service?type=${type}`;

/**
 * One card per service type with its number of active services, each leading to that type's
 * list; a loader meanwhile and a Retry when a count cannot load. The cards go in the caller's grid.
 *
 * @example <CardGrid><ActiveServiceCards /></CardGrid>
 */
export function ActiveServiceCards() {
  const counts = { vpn: useActiveServiceCount(toApiType('vpn')), dollarCard: useActiveServiceCount(toApiType('dollarCard')) };
  const all = Object.values(counts);
  const failed = all.find((count) => count.isError);
  if (failed) {
    return (
      <ErrorNotice
        message={errorMessage(failed.error, 'Could not load the service counts')}
        onRetry={() => all.forEach((count) => count.isError && void count.refetch())}
      />
    );
  }
  if (all.some((count) => count.isPending)) return <Loader label="Loading service counts" />;
  return (
    <>
      {URL_SERVICE_TYPES.map((type) => (
        <Card key={type} title={SERVICE_TYPE_TITLES[type]} to={listUrl(type)} description={activeText(counts[type].data ?? 0)} />
      ))}
    </>
  );
}
