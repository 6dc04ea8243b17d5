import styled, { css, keyframes } from 'styled-components';
import { color, radius, zIndex } from '../theme/theme-of';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div<{ $top: boolean }>`
  position: relative;
  overflow: hidden;
  width: 100%;
  height: ${({ $top }) => ($top ? '3px' : '6px')};
  background: ${({ $top }) => ($top ? 'transparent' : color('surfaceMuted'))};
  border-radius: ${({ $top }) => ($top ? '0' : radius('pill'))};
  ${({ $top }) =>
    $top &&
    css`
      position: fixed;
      top: 0;
      left: 0;
      right: 0;
      z-index: ${zIndex('progress')};
    `}
`;

const Fill = styled.div<{ $value: number | null }>`
  height: 100%;
  background: ${color('primary')};
  border-radius: inherit;
  ${({ $value }) =>
    $value === null
      ? css`
          width: 40%;
          animation: ${slide} 1.2s ease-in-out infinite;
        `
      : css`
          width: ${$value}%;
          transition: width 0.2s ease;
        `}
`;

export interface ProgressBarProps {
  /** Accessible name, e.g. 'Uploading image' or 'Loading Orders'. */
  label: string;
  /** 0-100 (out of range is clamped); absent: indeterminate (work of unknown length). */
  value?: number;
  /** `top`: a thin bar fixed at the top of the page. */
  placement?: 'inline' | 'top';
}

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 0);

/**
 * A progress bar (role=progressbar).
 *
 * @example <ProgressBar label="Uploading logo" value={percent} />
 * @example <Suspense fallback={<ProgressBar label="Loading Orders" placement="top" />}>…</Suspense>
 */
export function ProgressBar({ label, value, placement = 'inline' }: ProgressBarProps) {
  const percent = value === undefined ? null : Math.round(clampPercent(value));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      $top={placement === 'top'}
    >
      <Fill $value={percent} />
    </Track>
  );
}
