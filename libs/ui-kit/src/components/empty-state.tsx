import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, fontWeight, space } from '../theme/theme-of';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space('sm')};
  padding: ${space('xxl')} ${space('lg')};
  color: ${color('textMuted')};
  text-align: center;
`;

const Title = styled.p`
  font-size: ${fontSize('lg')};
  font-weight: ${fontWeight('medium')};
  color: ${color('text')};
`;

export interface EmptyStateProps {
  /** Default 'No Data Found' (docs/product.md#list-screens). */
  title?: string;
  /** Extra text or an action under the title. */
  children?: ReactNode;
}

/**
 * What a list shows when it has nothing.
 *
 * @example <EmptyState />
 */
export function EmptyState({ title = 'No Data Found', children }: EmptyStateProps) {
  return (
    <Wrap>
      <Title>{title}</Title>
      {children}
    </Wrap>
  );
}
