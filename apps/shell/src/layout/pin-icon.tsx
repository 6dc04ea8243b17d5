/**
 * A push pin, for the sidebar's Pin/Unpin button (decoration: the button carries the name);
 * filled while pinned, so the state shows in the shape, not only in the label.
 */
export function PinIcon({ size = 18, filled = false }: { size?: number; filled?: boolean }) {
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
    >
      <path d="M9 4h6l-1 6 3 3v2H7v-2l3-3-1-6z" fill={filled ? 'currentColor' : 'none'} />
      <path d="M12 15v5" />
    </svg>
  );
}
