import { findCustomers, getCustomer, queryKeys } from '@shopdesk/api-client';
import { api } from '@shopdesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useResourceList } from '@shopdesk/lists';

/** One customer's summary (orders/customer); nothing is read without an address. */
export function useCustomer(email: string) {
  return useQuery({ queryKey: queryKeys.orders.customer(email), queryFn: () => getCustomer(email), enabled: email !== '' });
}

/** Customers matching a search (orders/customers); nothing is read for an empty one. */
export function useCustomerSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: queryKeys.orders.customerSearch(term),
    queryFn: ({ signal }) => findCustomers(term, signal),
    enabled: term !== '',
    placeholderData: keepPreviousData,
    select: (data) => data.customers,
  });
}

/** Every order of one customer, of any status: the order list filtered by address, search, page and sort in the URL. */
export function useCustomerOrders(email: string) {
  return useResourceList(api.orders.getAllOrdersByStatus, {
    filters: { customer: email },
    errorFallback: "Could not load the customer's orders",
  });
}
