import type { CustomerSummary } from '@shopdesk/contracts';
import { color, fontSize, fontWeight, formatDollars, narrowMedia, radius, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { dateOnly } from '../../../lib/created-at';
import { CustomerLink } from '../../../lib/customer-link';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space('md')};
  margin: 0 0 ${space('lg')};
  ${narrowMedia} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xxs')};
  padding: ${space('md')};
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  dt {
    font-size: ${fontSize('sm')};
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    font-size: ${fontSize('lg')};
    font-weight: ${fontWeight('semibold')};
    font-variant-numeric: tabular-nums;
  }
`;

const Detail = styled.span`
  display: block;
  font-size: ${fontSize('sm')};
  font-weight: ${fontWeight('regular')};
  color: ${color('textMuted')};
`;

const Contact = styled.p`
  margin: 0 0 ${space('md')};
  color: ${color('textMuted')};
`;

const Watched = styled.p`
  margin: 0 0 ${space('md')};
  padding: ${space('sm')} ${space('md')};
  color: ${color('danger')};
  background: ${color('dangerSoft')};
  border-radius: ${radius('md')};
  font-weight: ${fontWeight('semibold')};
`;

const plural = (n: number, one: string, other: string) => `${n.toLocaleString('en')} ${n === 1 ? one : other}`;

/**
 * What a customer's orders add up to: how many and since when, spent and refunded over their
 * lifetime, credentials delivered and how many of those were replaced; whether the watch list names them.
 *
 * @example <CustomerFigures customer={summary} />
 */
export function CustomerFigures({ customer }: { customer: CustomerSummary }) {
  return (
    <section aria-label="Customer summary">
      {customer.watchReason && <Watched role="note">On the watch list: {customer.watchReason}</Watched>}
      <Contact>
        <CustomerLink email={customer.email} /> · customer since {dateOnly(customer.firstOrderAt)} · last order {dateOnly(customer.lastOrderAt)}
      </Contact>
      <Figures>
        <Figure>
          <dt>Orders</dt>
          <dd>{customer.orders.toLocaleString('en')}</dd>
        </Figure>
        <Figure>
          <dt>Spent</dt>
          <dd>
            {formatDollars(customer.spent)} <Detail>completed orders</Detail>
          </dd>
        </Figure>
        <Figure>
          <dt>Refunded</dt>
          <dd>{formatDollars(customer.refunded)}</dd>
        </Figure>
        <Figure>
          <dt>Credentials</dt>
          <dd>
            {plural(customer.credentialsDelivered, 'delivered', 'delivered')} <Detail>{plural(customer.credentialsReplaced, 'replaced', 'replaced')}</Detail>
          </dd>
        </Figure>
      </Figures>
    </section>
  );
}
