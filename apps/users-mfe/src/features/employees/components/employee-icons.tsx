import type { IconProps } from '@shopdesk/ui-kit';
import { OutlineIcon } from '../../../lib/outline-icon';

/** A shield with an up-and-down arrow: change the employee's level. @example <LevelIcon /> */
export const LevelIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
    <path d="m9.5 9.5 2.5-2.5 2.5 2.5M9.5 14.5l2.5 2.5 2.5-2.5M12 7v10" />
  </OutlineIcon>
);
