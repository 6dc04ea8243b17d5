import { NotFoundNotice } from '@shopdesk/ui-kit';
import { URL_SERVICE_TYPES, type UrlServiceType } from './service-type';

interface UnknownServiceTypeProps {
  /** The `type` the URL carried (null when it had none). */
  type: string | null;
  /** What the route lists, for the sentence: 'services', 'setup guides'. */
  listing: string;
  /** Each type's list, relative to the route showing this notice: `(t) => \`../service?type=${t}\``. */
  linkTo: (type: UrlServiceType) => string;
  /** Each link's text: `(t) => SERVICE_TYPE_TITLES[t]`. */
  linkText: (type: UrlServiceType) => string;
}

/**
 * Instead of an empty table: the route's `?type=` is missing or not a service type.
 * Links to the list of each known type.
 *
 * @example <UnknownServiceType type="giftCard" listing="services" linkTo={(t) => `../service?type=${t}`} linkText={(t) => SERVICE_TYPE_TITLES[t]} />
 */
export function UnknownServiceType({ type, listing, linkTo, linkText }: UnknownServiceTypeProps) {
  const links = URL_SERVICE_TYPES.map((known) => ({ to: linkTo(known), label: linkText(known) }));
  return (
    <NotFoundNotice title={type ? `Unknown service type "${type}"` : 'No service type given'} links={links}>
      The {listing} are listed by service type. Choose one:
    </NotFoundNotice>
  );
}
