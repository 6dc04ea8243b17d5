import type { CredentialDelivery, OrderStatus } from '@shopdesk/contracts';
import { Button, color, DetailList, fontSize, fontWeight, radius, space } from '@shopdesk/ui-kit';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { canReplace, deliveryEmailText, replacedText, revokedText } from '../utils/delivery-texts';
import { DeliveredPassword } from './delivered-password';

const Section = styled.section`
  margin-top: ${space('lg')};
`;

const Heading = styled.h3`
  margin: 0 0 ${space('xs')};
  font-size: ${fontSize('md')};
  font-weight: ${fontWeight('semibold')};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A replaced delivery stays on record beside its replacement, muted so the current one stands out.
const Entry = styled.li<{ $replaced: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space('sm')};
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  color: ${({ $replaced }) => ($replaced ? color('textMuted') : color('text'))};
  background: ${({ $replaced }) => ($replaced ? color('surfaceMuted') : 'transparent')};
  > dl {
    width: 100%;
  }
`;

const ReplacedNote = styled.p`
  margin: 0;
  font-size: ${fontSize('sm')};
`;

const RevokedNote = styled(ReplacedNote)`
  color: ${color('danger')};
  font-weight: ${fontWeight('semibold')};
`;

export interface DeliveredCredentialsProps {
  deliveries: readonly CredentialDelivery[];
  orderStatus: OrderStatus;
  onReplace: (delivery: CredentialDelivery) => void;
  /** The heading, where focus goes when the Replace button that opened a form is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * 'Delivered credentials': each credential handed out for the order, oldest first: its service,
 * user id, password (masked until revealed), how its e-mail went, and for a current one of a
 * completed order a 'Replace credential' button. A replaced one is muted, with when and why; a
 * revoked one (its order refunded in full) says so, for support to disable it at the provider.
 *
 * @example <DeliveredCredentials deliveries={single.deliveries} orderStatus={single.order.orderStatus} onReplace={setReplacing} />
 */
export function DeliveredCredentials({ deliveries, orderStatus, onReplace, headingRef }: DeliveredCredentialsProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        Delivered credentials
      </Heading>
      <List>
        {deliveries.map((delivery) => {
          const replaced = replacedText(delivery);
          const revoked = revokedText(delivery);
          return (
            <Entry key={delivery._id} $replaced={replaced !== null || revoked !== null}>
              {replaced && <ReplacedNote>{replaced}</ReplacedNote>}
              {revoked && <RevokedNote>{revoked}</RevokedNote>}
              <DetailList
                items={[
                  { label: 'Service', value: delivery.service.name },
                  { label: 'User ID', value: delivery.credential.userId },
                  { label: 'Password', value: <DeliveredPassword credentialId={delivery.credential._id} /> },
                  { label: 'E-mail', value: deliveryEmailText(delivery.email) },
                ]}
              />
              {canReplace(delivery, orderStatus) && (
                <Button variant="secondary" size="sm" onClick={() => onReplace(delivery)}>
                  Replace credential
                </Button>
              )}
            </Entry>
          );
        })}
      </List>
    </Section>
  );
}
