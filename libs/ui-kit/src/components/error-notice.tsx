import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, space } from '../theme/theme-of';
import { Button } from './button';

const layouts = {
  inline: css`
    flex-wrap: wrap;
    align-items: center;
  `,
  stacked: css`
    flex-direction: column;
    align-items: center;
    text-align: center;
  `,
};

const Wrap = styled.div<{ $layout: keyof typeof layouts }>`
  display: flex;
  gap: ${space('md')};
  color: ${color('danger')};
  ${({ $layout }) => layouts[$layout]}
`;

export interface ErrorNoticeProps {
  /** What failed, e.g. `errorMessage(error, 'Could not load the order counts')`. */
  message: ReactNode;
  /** Shows the Retry button; without it the notice only tells. */
  onRetry?: () => void;
  /** Default 'Retry'. */
  retryLabel?: string;
  /** A retry is running: the button is busy (disabled, spinner). */
  retrying?: boolean;
  /** `inline` (default): the button beside the message; `stacked`: under it, centred (a table, a card). */
  layout?: 'inline' | 'stacked';
}

/**
 * Something failed to load (role=alert, danger colour), with a way to try again.
 *
 * @example
 * {counts.isError && (
 *   <ErrorNotice message={errorMessage(counts.error, 'Could not load the order counts')} onRetry={() => void counts.refetch()} />
 * )}
 */
export function ErrorNotice({ message, onRetry, retryLabel = 'Retry', retrying = false, layout = 'inline' }: ErrorNoticeProps) {
  return (
    <Wrap role="alert" $layout={layout}>
      <span>{message}</span>
      {onRetry && (
        <Button variant="secondary" size="sm" busy={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Wrap>
  );
}
