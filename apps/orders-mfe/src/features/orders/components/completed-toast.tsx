import { orderPath } from '@shopdesk/sections';
import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';

export interface CompletedToastProps {
  orderId: string;
  /** What was delivered ('Emailed 2 Falcon VPN credentials to lina@example.com.'); empty when unknown. */
  delivered: string;
  /** The page's router: the toast shows outside it. */
  navigate: NavigateFunction;
}

/**
 * A completion's toast: the product's 'Successfully updated!', what was delivered, and a link to
 * the order (in the Completed list). A plain link for a new tab; a click stays in the app.
 */
export function CompletedToast({ orderId, delivered, navigate }: CompletedToastProps) {
  const to = orderPath('completed', orderId);
  const open = (event: MouseEvent) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <span>
      Successfully updated! {delivered}{' '}
      <a href={to} onClick={open}>
        View order
      </a>
    </span>
  );
}
