import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px (default 18). */
  size?: number;
}

/** Icons are decoration: the button or link around them carries the accessible name. */
const icon = (paths: ReactNode) =>
  function Icon({ size = 18, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };

/** @example <IconButton label="View" icon={<ViewIcon />} onClick={open} /> */
export const ViewIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EditIcon = icon(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const ArchiveIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="5" rx="1" />
    <path d="M5 9v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V9" />
    <path d="M10 13h4" />
  </>,
);
export const UnarchiveIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="5" rx="1" />
    <path d="M5 9v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V9" />
    <path d="m9.5 15.5 2.5-2.5 2.5 2.5" />
    <path d="M12 13v5" />
  </>,
);
export const MoreIcon = icon(
  <>
    <circle cx="12" cy="5" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="19" r="1.2" fill="currentColor" />
  </>,
);
export const SearchIcon = icon(<path d="m20 20-4.2-4.2M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Z" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
/** A push pin: outlined to pin, filled while pinned, so the state shows in the shape, not only in the label. */
export const PinIcon = icon(
  <>
    <path d="M9 4h6l-1 6 3 3v2H7v-2l3-3-1-6z" />
    <path d="M12 15v5" />
  </>,
);
export const PinnedIcon = icon(
  <>
    <path d="M9 4h6l-1 6 3 3v2H7v-2l3-3-1-6z" fill="currentColor" />
    <path d="M12 15v5" />
  </>,
);
export const BackIcon = icon(<path d="M19 12H5m6-6-6 6 6 6" />);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const KeyIcon = icon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 8.2-8.2m-3 3 2 2m-4.5.5 2 2" />
  </>,
);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const LogoutIcon = icon(
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17l-5-5 5-5M5 12h11" />
  </>,
);
export const ChevronLeftIcon = icon(<path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = icon(<path d="m9 6 6 6-6 6" />);
