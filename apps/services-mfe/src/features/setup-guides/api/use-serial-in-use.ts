import { getServiceSetupGuideWithQuery, queryKeys, useDebouncedValue } from '@shopdesk/api-client';
import type { ServiceType } from '@shopdesk/contracts';
import { useQuery } from '@tanstack/react-query';

/** How long the Serial field rests before it is looked up. */
const LOOKUP_DELAY_MS = 300;

/**
 * Whether another active setup guide of `type` has `serial` (the guide being updated left out):
 * the delivery e-mail shows guides by serial, so two with one serial show in no set order. Looked
 * up once typing rests (the list call's search matches the serial; the exact serial is picked).
 *
 * @example const taken = useSerialInUse('vpn', values.serial, guide?._id);
 */
export function useSerialInUse(type: ServiceType, serial: unknown, exceptId: string | undefined): boolean {
  const wanted = useDebouncedValue(typeof serial === 'number' || typeof serial === 'string' ? String(serial).trim() : '', LOOKUP_DELAY_MS);
  const valid = /^\d{1,9}$/.test(wanted);
  const found = useQuery({
    queryKey: [...queryKeys.serviceSetupGuides.lists, 'serial', type, wanted],
    queryFn: ({ signal }) => getServiceSetupGuideWithQuery({ search: wanted, limit: 50, filters: { type, isActive: 'true' } }, signal),
    enabled: valid,
  });
  if (!valid || !found.data) return false;
  return found.data.documents.some((guide) => String(guide.serial) === String(Number(wanted)) && guide._id !== exceptId);
}
