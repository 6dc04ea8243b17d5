import { imageUrl } from '@shopdesk/api-client';
import type { Service, ServiceListEntry } from '@shopdesk/contracts';
import { formatDollars, Thumbnail } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { StockCell } from './stock-cell';
import { type Column } from '@shopdesk/lists';

/** A service's logo as a small picture named after the service; 'N/A' without one. */
export function ServiceLogo({ service }: { service: Service }) {
  const src = imageUrl(service.logo);
  return src ? <Thumbnail src={src} alt={`${service.name} logo`} $size={40} $fit="contain" loading="lazy" /> : <>N/A</>;
}

// Amounts break at their separators on a phone; kept whole they stay readable.
const Price = styled.span`
  white-space: nowrap;
`;

/** The services list's columns: Name, Logo, Price (wide screens: a phone's row has no room) and Stock (the Actions column comes with the row actions). */
export const SERVICE_COLUMNS: Column<ServiceListEntry>[] = [
  { key: 'name', header: 'Name', sortField: 'name' },
  { key: 'logo', header: 'Logo', render: (service) => <ServiceLogo service={service} />, width: '96px' },
  { key: 'price', header: 'Price', wideOnly: true, render: (service) => <Price>{formatDollars(service.price)}</Price>, width: '96px' },
  { key: 'stock', header: 'Stock', render: (service) => <StockCell stock={service.stock} />, width: '160px' },
];
