import { changeOrderStatus, queryKeys } from '@shopdesk/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Completes a pending order (orders/changeOrderStatus/:id). Lists, counts and details refresh
 * afterwards, on failure too: a 409 means another employee changed the order meanwhile. The
 * mutation lasts until they have: the confirm modal closes onto the updated list, so focus does
 * not go back to a row button that is about to disappear.
 */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
