import { Card, CardGrid, fontSize, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { SERVICE_TYPE_TITLES, setupGuideTitle, URL_SERVICE_TYPES } from '../../../lib/service-type';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  h1 {
    font-size: ${fontSize('xxl')};
  }
`;

/** The hub's cards, in the order they show: each type's services, then each type's setup guides. */
const HUB_CARDS = [
  ...URL_SERVICE_TYPES.map((type) => ({
    title: SERVICE_TYPE_TITLES[type],
    to: `../service?type=${type}`,
    description: `${SERVICE_TYPE_TITLES[type]} services and their credentials`,
  })),
  ...URL_SERVICE_TYPES.map((type) => ({
    title: setupGuideTitle(type),
    to: `../serviceSetupGuides?type=${type}`,
    description: `Pictures that walk a customer through setting up a ${SERVICE_TYPE_TITLES[type]}`,
  })),
];

/**
 * `dashboard`: the section's hub, four cards leading to the VPN and Dollar Card services and to
 * their setup guides.
 *
 * @example <ServicesHub />
 */
export function ServicesHub() {
  return (
    <Page aria-labelledby="services-hub-title">
      <h1 id="services-hub-title">Services</h1>
      <CardGrid>
        {HUB_CARDS.map((card) => (
          <Card key={card.to} title={card.title} to={card.to} description={card.description} />
        ))}
      </CardGrid>
    </Page>
  );
}
