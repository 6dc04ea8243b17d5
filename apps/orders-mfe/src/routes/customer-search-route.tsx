import { usePageTitle } from '@shopdesk/session';
import { HubPage } from '@shopdesk/ui-kit';
import { CustomerSearch } from '../features/customers/components/customer-search';

/** `customers?search=...`: find a customer by a part of their e-mail or name. */
export function CustomerSearchRoute() {
  usePageTitle('Customers');
  return (
    <HubPage title="Customers">
      <CustomerSearch />
    </HubPage>
  );
}
