import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, fontSize, fontWeight, radius, shadow, space, transition } from '../theme/theme-of';
import { focusRing, visuallyHidden } from '../theme/shared-styles';
import { Badge } from './badge';

const CardLink = styled(Link)`
  display: flex;
  align-items: flex-start;
  gap: ${space('md')};
  padding: ${space('lg')} ${space('xl')};
  color: ${color('text')};
  text-decoration: none;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  box-shadow: ${shadow('sm')};
  transition:
    border-color ${transition('fast')},
    box-shadow ${transition('fast')};
  &:hover {
    border-color: ${color('borderStrong')};
    box-shadow: ${shadow('md')};
  }
  ${focusRing}
`;

const IconBox = styled.span`
  display: inline-flex;
  padding: ${space('sm')};
  color: ${color('primary')};
  background: ${color('primarySoft')};
  border-radius: ${radius('md')};
`;

const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space('xs')};
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('sm')};
  font-size: ${fontSize('lg')};
  font-weight: ${fontWeight('semibold')};
`;

const Description = styled.span`
  color: ${color('textMuted')};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** What a card's count counts, as read after the number: '1 order', '48 orders'. */
export interface CountUnit {
  one: string;
  other: string;
}

const ITEMS: CountUnit = { one: 'item', other: 'items' };

export interface CardProps {
  title: string;
  /** Where the card leads (a router path, relative or absolute). */
  to: string;
  /** A badge, shown only when above 0 (docs/product.md#order-dashboard). */
  count?: number;
  /** Read after the count by screen readers (default item/items). */
  countUnit?: CountUnit;
  description?: ReactNode;
  icon?: ReactNode;
}

/**
 * A dashboard card; the whole card is one link.
 *
 * @example <Card title="Pending" count={counts.pending} countUnit={{ one: 'order', other: 'orders' }}
 *   to="../orderByStatus?status=pending" />
 */
export function Card({ title, to, count, countUnit = ITEMS, description, icon }: CardProps) {
  return (
    <CardLink to={to}>
      {icon && <IconBox>{icon}</IconBox>}
      <Body>
        <Title>
          {title}
          {count !== undefined && count > 0 && (
            <Badge tone="primary">
              {count}
              <Hidden> {count === 1 ? countUnit.one : countUnit.other}</Hidden>
            </Badge>
          )}
        </Title>
        {description && <Description>{description}</Description>}
      </Body>
    </CardLink>
  );
}
