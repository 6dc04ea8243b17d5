import { cancelOrder, queryKeys } from '@shopdesk/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Cancels a pending order (orders/cancelOrder/:id). Lists, counts and details refresh
 * afterwards, on failure too: a 409 means another employee changed the order meanwhile.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
