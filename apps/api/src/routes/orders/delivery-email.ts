import type { ServiceType } from '@shopdesk/contracts';
import type { CredentialCipher } from '../../credentials/credential-cipher';
import type { Queryable } from '../../db/database';
import { insertOrderEmail } from '../../repositories/order-emails';
import { findActiveGuideImages } from '../../repositories/setup-guides';
import { enqueueEmail } from '../../mail/outbox';
import { credentialDeliveryEmail, type DeliveredCredential, type DeliveryEmailPurpose } from '../../mail/templates';
import type { AuditActor } from '../../lib/audit';

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

/** The e-mail a delivery goes out in: to whom, for which order, why, and who sent it. */
export interface DeliveryEmailOf {
  orderId: string;
  to: string;
  purpose: DeliveryEmailPurpose;
  actor: AuditActor;
}

/**
 * Queues the one e-mail that hands `credentials` to the customer, in the caller's transaction, and
 * records it on the order (its timeline, the resend limit). Its body holds the passwords (stored
 * sealed, like every e-mail); answers the e-mail's id.
 */
export async function enqueueDeliveryEmail(
  tx: Queryable,
  deps: DeliveryDeps,
  email: DeliveryEmailOf,
  credentials: Array<DeliveredCredential & { serviceType: ServiceType }>,
): Promise<string> {
  const types = [...new Set(credentials.map((c) => c.serviceType))];
  const guides = await setupGuideLinks(tx, deps.publicUrl, types);
  const message = credentialDeliveryEmail(email.to, { id: email.orderId, purpose: email.purpose }, credentials, guides);
  const emailId = await enqueueEmail(tx, deps.cipher, message);
  await insertOrderEmail(tx, { emailId, orderId: email.orderId, kind: email.purpose.kind, actorId: email.actor.id });
  return emailId;
}
