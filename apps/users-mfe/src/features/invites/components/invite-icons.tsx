import type { IconProps } from '@shopdesk/ui-kit';
import { OutlineIcon } from '../../../lib/outline-icon';

/** An envelope with a return arrow: send the invite again. @example <ResendIcon /> */
export const ResendIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M21 12V6a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h9" />
    <path d="m3 6 9 7 9-7M17 16l-2 2 2 2M15 18h4a2 2 0 0 0 2-2" />
  </OutlineIcon>
);

/** A crossed-out circle: withdraw the invite. @example <RevokeIcon /> */
export const RevokeIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.6 5.6 12.8 12.8" />
  </OutlineIcon>
);
