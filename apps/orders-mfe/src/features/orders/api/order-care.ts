import { addOrderNote, editOrderNote, queryKeys, refundOrder, resendDelivery } from '@shopdesk/api-client';
import type { api, CallBody } from '@shopdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** After a change to an order: its view, its timeline and, when `lists`, the lists and dashboard it shows in. */
function useOrderRefresh(orderId: string) {
  const queryClient = useQueryClient();
  return (lists: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.timeline(orderId) }),
      queryClient.invalidateQueries({ queryKey: lists ? queryKeys.orders.all : queryKeys.orders.detail(orderId) }),
    ]);
}

/** Writes a note on the order (the timeline shows it). */
export function useAddNote(orderId: string) {
  const refresh = useOrderRefresh(orderId);
  return useMutation({ mutationFn: (body: string) => addOrderNote(orderId, body.trim()), onSettled: () => refresh(false) });
}

/** Edits one of the order's notes (its author, within the window). */
export function useEditNote(orderId: string) {
  const refresh = useOrderRefresh(orderId);
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: string; body: string }) => editOrderNote(noteId, body.trim()),
    onSettled: () => refresh(false),
  });
}

/** E-mails the order's credentials again, to a corrected address when given (the lists show the new one). */
export function useResendDelivery(orderId: string) {
  const refresh = useOrderRefresh(orderId);
  return useMutation({ mutationFn: (email?: string) => resendDelivery(orderId, email), onSettled: () => refresh(true) });
}

/** Refunds the order in part or in full (the dashboard's revenue follows). */
export function useRefundOrder(orderId: string) {
  const refresh = useOrderRefresh(orderId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: CallBody<typeof api.orders.refundOrder>) => refundOrder(orderId, refund),
    onSettled: () => {
      // A refund in full revokes credentials: the stock lists change too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.serviceCredentials.all });
      return refresh(true);
    },
  });
}
