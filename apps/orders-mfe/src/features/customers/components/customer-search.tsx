import { errorMessage } from '@shopdesk/api-client';
import { color, EmptyState, ErrorNotice, fontSize, fontWeight, inputStyle, Loader, radius, space } from '@shopdesk/ui-kit';
import { useDeferredValue, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { dateOnly } from '../../../lib/created-at';
import { customerPath } from '../../../lib/customer-link';
import { useCustomerSearch } from '../api/customers';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
  max-width: 480px;
  label {
    font-weight: ${fontWeight('medium')};
  }
  input {
    ${inputStyle}
    background: ${color('surface')};
  }
`;

const Results = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  li + li {
    border-top: 1px solid ${color('border')};
  }
  a {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space('xs')} ${space('md')};
    padding: ${space('md')};
    color: ${color('text')};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${color('surfaceMuted')};
  }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-weight: ${fontWeight('semibold')};
  }
  span {
    color: ${color('textMuted')};
    overflow-wrap: anywhere;
  }
`;

const When = styled.span`
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

/**
 * 'Find a customer': a box that searches e-mails and names as it is typed (the text in the URL,
 * so a search can be shared and comes back with the page), and the customers found, newest order
 * first, each leading to its customer page.
 */
export function CustomerSearch() {
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const term = useDeferredValue(search.trim());
  const found = useCustomerSearch(term);
  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <Field>
        <label htmlFor={inputId}>Find a customer</label>
        <input id={inputId} type="search" placeholder="E-mail or name" value={search} onChange={(event) => setSearch(event.target.value)} autoFocus />
      </Field>
      {term !== '' && found.isPending && <Loader label="Finding customers" />}
      {found.isError && <ErrorNotice message={errorMessage(found.error, 'Could not search the customers')} onRetry={() => void found.refetch()} />}
      {term !== '' && found.data && found.data.length === 0 && <EmptyState title={`No customer matches "${term}"`} />}
      {found.data && found.data.length > 0 && term !== '' && (
        <Results aria-label="Customers found">
          {found.data.map((customer) => (
            <li key={customer.email.toLowerCase()}>
              <Link to={customerPath(customer.email)}>
                <Who>
                  <strong>{customer.name}</strong>
                  <span>{customer.email}</span>
                </Who>
                <When>Last order {dateOnly(customer.lastOrderAt)}</When>
              </Link>
            </li>
          ))}
        </Results>
      )}
    </>
  );
}
