import { errorMessage } from '@shopdesk/api-client';
import { servicePath } from '@shopdesk/sections';
import { color, ErrorNotice, fontSize, fontWeight, Loader, radius, shadow, space } from '@shopdesk/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLowStockServices } from '../api/get-low-stock-services';
import { availableText } from './stock-cell';

// A panel, not ui-kit's Card: that is one link, and each service here leads somewhere of its own.
const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
  padding: ${space('lg')} ${space('xl')};
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  box-shadow: ${shadow('sm')};
  h3 {
    font-size: ${fontSize('lg')};
    font-weight: ${fontWeight('semibold')};
  }
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space('sm')};
  }
`;

const Muted = styled.p`
  color: ${color('textMuted')};
`;


/**
 * 'Low stock': the first active services running low on credentials, each with its available
 * count and leading to its credentials (where more are imported), or 'No service is low on
 * stock'. A loader meanwhile, a Retry when the list cannot load.
 *
 * @example <CardGrid><LowStockCard /></CardGrid>
 */
export function LowStockCard() {
  const titleId = useId();
  const low = useLowStockServices();
  const services = low.data?.documents ?? [];
  const more = (low.data?.totalItems ?? 0) - services.length;

  return (
    <Panel aria-labelledby={titleId}>
      <h3 id={titleId}>Low stock</h3>
      {low.isError ? (
        <ErrorNotice message={errorMessage(low.error, 'Could not load the low stock services')} onRetry={() => void low.refetch()} />
      ) : low.isPending ? (
        <Loader label="Loading the low stock services" />
      ) : services.length === 0 ? (
        <Muted>No service is low on stock</Muted>
      ) : (
        <Rows>
          {services.map((service) => (
            <li key={service._id}>
              <Link to={servicePath(service._id)}>{service.name}</Link>
              <span>{availableText(service.stock?.available ?? 0)}</span>
            </li>
          ))}
        </Rows>
      )}
      {more > 0 && <Muted>and {more} more</Muted>}
    </Panel>
  );
}
