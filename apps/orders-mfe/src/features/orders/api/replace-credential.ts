import { queryKeys, replaceDeliveredCredential } from '@shopdesk/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface Replacement {
  deliveryId: string;
  reason: string;
}

/**
 * Replaces a delivered credential of order `orderId` (orders/replaceCredential/:id): the API marks
 * the old one bad and e-mails a new one. The order refreshes afterwards, on failure too (a 409
 * means another employee replaced it meanwhile, or the stock ran out), and the mutation lasts
 * until it has: the form closes onto the refreshed view, whose Replace button for this delivery
 * is gone. The credential lists and stock counts change too: they are read again when next shown.
 */
export function useReplaceCredential(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryId, reason }: Replacement) => replaceDeliveredCredential(deliveryId, reason.trim()),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.serviceCredentials.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.services.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
    },
  });
}
