import { cancelOrder, queryKeys } from '@shopdesk/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Cancels a pending order (orders/cancelOrder/:id). Lists, counts and details refresh
 * afterwards, on failure too: a 409 means another employee changed the order meanwhile. The
 * mutation lasts until they have: the confirm modal closes onto the updated list, so focus does
 * not go back to a row button that is about to disappear.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
