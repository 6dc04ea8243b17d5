import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { fontSize, space } from '../theme/theme-of';
import { Card, type CardProps } from './card';
import { CardGrid } from './card-grid';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  h1 {
    font-size: ${fontSize('xxl')};
  }
`;

/** One card of a hub: where it leads and what is there. */
export type HubCard = Pick<CardProps, 'title' | 'to' | 'description'>;

export interface HubPageProps {
  /** The page's heading, which names the page's region. */
  title: string;
  /** Fixed cards, in the order they show. */
  cards?: readonly HubCard[];
  /** Content of its own after the cards, e.g. cards whose counts load. */
  children?: ReactNode;
}

/**
 * A section's landing page: its heading, then a card per place it leads to (or content of its own).
 *
 * @example <HubPage title="Users" cards={[{ title: 'Employees', to: '../employees' }]} />
 * @example <HubPage title="Orders"><OrdersDashboardCards /></HubPage>
 */
export function HubPage({ title, cards, children }: HubPageProps) {
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {cards && (
        <CardGrid>
          {cards.map((card) => (
            <Card key={card.to} {...card} />
          ))}
        </CardGrid>
      )}
      {children}
    </Page>
  );
}
