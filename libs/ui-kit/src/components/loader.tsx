import styled from 'styled-components';
import { color, fontSize, space } from '../theme/theme-of';
import { visuallyHidden } from '../theme/shared-styles';
import { Spinner } from './spinner';

const Wrap = styled.div<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  align-items: center;
  justify-content: center;
  gap: ${space('sm')};
  padding: ${({ $inline }) => ($inline ? '0' : '32px 0')};
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;

const Label = styled.span`
  ${visuallyHidden}
`;

export interface LoaderProps {
  /** Read by screen readers (default 'Loading'). */
  label?: string;
  /** `sm` sits in a line of text. */
  size?: 'sm' | 'md';
}

/**
 * An accessible spinner (role=status).
 *
 * @example {isPending ? <Loader /> : <Table />}
 */
export function Loader({ label = 'Loading', size = 'md' }: LoaderProps) {
  const inline = size === 'sm';
  return (
    <Wrap role="status" $inline={inline}>
      <Spinner size={inline ? 14 : 28} />
      <Label>{label}</Label>
    </Wrap>
  );
}
