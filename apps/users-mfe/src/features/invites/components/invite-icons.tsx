import type { IconProps } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';

/** The shape every ui-kit icon has: a 24-unit stroked outline, decoration only (the button names it). */
function Outline({ size = 18, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

/** An envelope with a return arrow: send the invite again. @example <ResendIcon /> */
export const ResendIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M21 12V6a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h9" />
    <path d="m3 6 9 7 9-7M17 16l-2 2 2 2M15 18h4a2 2 0 0 0 2-2" />
  </Outline>
);

/** A crossed-out circle: withdraw the invite. @example <RevokeIcon /> */
export const RevokeIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.6 5.6 12.8 12.8" />
  </Outline>
);
