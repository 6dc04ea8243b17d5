import type { IconProps } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';

/**
 * The shape every ui-kit icon has: a 24-unit stroked outline, decoration only (the button names
 * it). The section's own icons (invites, employees) draw their paths inside it.
 *
 * @example export const ResendIcon = (props: IconProps) => <OutlineIcon {...props}><path d="…" /></OutlineIcon>;
 */
export function OutlineIcon({ size = 18, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}
