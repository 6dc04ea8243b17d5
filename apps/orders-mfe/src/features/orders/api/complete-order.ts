import { changeOrderStatus, queryKeys } from '@shopdesk/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Completes a pending order (orders/changeOrderStatus/:id). Lists, counts and details refresh
 * afterwards, on failure too: a 409 means another employee changed the order meanwhile.
 */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
