import { UPLOADS_BASE } from '@shopdesk/contracts';
import { apiBaseURL } from './config';

/** A value that already is a link: a web address, a data/blob URL, or an asset path of the app. */
const LINK = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/|\.{0,2}\/?assets\/)/i;

/**
 * Where the browser loads a stored image from: the API's uploads path for a file the API stored
 * (`3f2a….png` → `/uploads/3f2a….png`, on the API's origin when the client has a base URL),
 * the value itself when it is already a web or asset link. Empty values give undefined.
 *
 * @example <img src={imageUrl(service.logo)} alt="" />
 */
export function imageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (LINK.test(value)) return value;
  const base = apiBaseURL().replace(/\/$/, '');
  return `${base}${UPLOADS_BASE}${encodeURIComponent(value)}`;
}
