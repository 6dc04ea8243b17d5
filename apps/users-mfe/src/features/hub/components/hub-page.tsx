import { usePageTitle } from '@shopdesk/session';
import { Card, CardGrid, fontSize, space, type CardProps } from '@shopdesk/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  h1 {
    font-size: ${fontSize('xxl')};
  }
`;

export interface HubPageProps {
  title: string;
  /** The cards, in the order they show; each leads somewhere. */
  cards: readonly Pick<CardProps, 'title' | 'to' | 'description'>[];
}

/**
 * A landing page of the section: its title and a card per place it leads to.
 *
 * @example <HubPage title="Users" cards={[{ title: 'Employees', to: '../employees' }]} />
 */
export function HubPage({ title, cards }: HubPageProps) {
  const titleId = useId();
  usePageTitle(title);
  return (
    <Page aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <CardGrid>
        {cards.map((card) => (
          <Card key={card.to} {...card} />
        ))}
      </CardGrid>
    </Page>
  );
}
