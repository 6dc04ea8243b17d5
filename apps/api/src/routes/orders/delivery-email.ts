import type { ServiceType } from '@shopdesk/contracts';
import type { CredentialCipher } from '../../credentials/credential-cipher';
import type { Queryable } from '../../db/database';
import { findActiveGuideImages } from '../../repositories/setup-guides';
import { enqueueEmail } from '../../mail/outbox';
import { credentialDeliveryEmail, type DeliveredCredential } from '../../mail/templates';

/** What a delivery needs besides the transaction: the cipher (passwords) and the public address (guide links). */
export interface DeliveryDeps {
  cipher: CredentialCipher;
  publicUrl: string;
}

const TYPE_LABEL: Record<ServiceType, string> = { vpn: 'How to set up your VPN', 'dollar-card': 'How to use your Dollar Card' };

/** The active setup guides of these service types, as absolute links in serial order. */
async function setupGuideLinks(tx: Queryable, publicUrl: string, types: ServiceType[]) {
  const rows = await findActiveGuideImages(tx, types);
  return types.map((type) => ({
    label: TYPE_LABEL[type],
    links: rows.filter((r) => r.type === type).map((r) => `${publicUrl}${r.image}`),
  }));
}

/**
 * Queues the one e-mail that hands `credentials` to the customer, in the caller's transaction.
 * Its body holds the passwords (stored sealed, like every e-mail); answers the e-mail's id.
 */
export async function enqueueDeliveryEmail(
  tx: Queryable,
  deps: DeliveryDeps,
  to: string,
  credentials: Array<DeliveredCredential & { serviceType: ServiceType }>,
): Promise<string> {
  const types = [...new Set(credentials.map((c) => c.serviceType))];
  const guides = await setupGuideLinks(tx, deps.publicUrl, types);
  return enqueueEmail(tx, deps.cipher, credentialDeliveryEmail(to, credentials, guides));
}
