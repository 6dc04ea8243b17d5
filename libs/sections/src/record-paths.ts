import { SECTIONS } from './sections';

// Absolute, so a link to a record works from any section and from the shell (its dashboard, the
// command palette, the audit log). A record without a page of its own is shown in its list.

/** A service's page: its credentials. */
export const servicePath = (serviceId: string) => `${SECTIONS.services.mountPath}/serviceCredentials/${serviceId}`;

/** The URL key that opens a service's credential import. */
export const SERVICE_IMPORT_KEY = 'import';

/** A service's credentials with their import open: where an order short of stock sends who can stock it. */
export const serviceImportPath = (serviceId: string) => `${servicePath(serviceId)}?${new URLSearchParams({ [SERVICE_IMPORT_KEY]: 'credentials' })}`;

/** A customer's page: every order of the address. */
export const customerPath = (email: string) => `${SECTIONS.orders.mountPath}/customer?${new URLSearchParams({ email })}`;

/** An order, in the list of its status searched for its id (a whole id matches that order alone). */
export const orderPath = (status: string, orderId: string) => `${SECTIONS.orders.mountPath}/orderByStatus?${new URLSearchParams({ status, search: orderId })}`;

/** An employee, in the employees list searched for their e-mail (the archived ones' list for an archived employee). */
export const employeePath = (email: string, isActive = true) =>
  `${SECTIONS.users.mountPath}/employees/allEmployees?${new URLSearchParams({ search: email, ...(isActive ? {} : { isActive: 'false' }) })}`;
