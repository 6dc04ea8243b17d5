import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_DELIVERY, UPLOADS_BASE } from '@shopdesk/contracts';
import type { CredentialCipher } from '../credentials/credential-cipher';
import { credentialFingerprint } from '../credentials/credential-fingerprint';
import type { Queryable } from '../db/database';
import type { FileStorage } from '../storage/file-storage';
import { insertRows } from '../lib/batch-insert';
import { DEMO_SERVICES, DEMO_SETUP_GUIDES } from './demo-catalogue';
import { logoPng, setupGuidePng } from './demo-images';
import { demoOrders } from './demo-orders';
import { demoStock, type DemoStock } from './demo-stock';
import { seededRandom, type Random } from './random';

export interface DemoCounts {
  services: number;
  credentials: number;
  setupGuides: number;
  orders: number;
  orderItems: number;
}

export interface DemoImages {
  /** Storage keys, so a seed that is not written after all can remove them again. */
  keys: string[];
  logos: string[];
  guides: string[];
}

/** Writes the logos and setup-guide pictures; done before the transaction, files are not transactional. */
export async function saveDemoImages(storage: FileStorage): Promise<DemoImages> {
  const keys: string[] = [];
  const save = async (png: Buffer) => {
    const key = await storage.save(png, 'image/png');
    keys.push(key);
    return `${UPLOADS_BASE}${key}`;
  };
  const logos: string[] = [];
  for (const service of DEMO_SERVICES) logos.push(await save(logoPng(service.colour, service.accent)));
  const guides: string[] = [];
  for (const guide of DEMO_SETUP_GUIDES) {
    const steps = DEMO_SETUP_GUIDES.filter((g) => g.type === guide.type).length;
    guides.push(await save(setupGuidePng(guide.colour, guide.serial, steps)));
  }
  return { keys, logos, guides };
}

/** VPN logins look like `falcon-48213`; dollar cards carry a card reference, and some none at all. */
function demoUserId(random: Random, service: { type: string; slug: string }, n: number): string | null {
  if (service.type === 'vpn') return `${service.slug.split('-')[0]}-${random.int(10000, 99999)}`;
  return n % 3 === 2 ? null : `CARD-${random.int(1000, 9999)}-${random.int(1000, 9999)}`;
}

/** The demo catalogue, credentials and orders, inserted in a few multi-row statements. */
export async function insertDemoData(tx: Queryable, cipher: CredentialCipher, images: DemoImages): Promise<DemoCounts> {
  const random = seededRandom(20240601);
  const services = DEMO_SERVICES.map((s, i) => ({ ...s, id: randomUUID(), serial: i + 1, logo: images.logos[i] }));
  await insertRows(
    tx,
    'services',
    ['id', 'name', 'slug', 'type', 'country', 'price_cents', 'logo', 'short_description', 'benefits', 'link_or_apk', 'link', 'is_active', 'serial', 'delivery'],
    services.map((s) => [
      s.id, s.name, s.slug, s.type, s.country, s.priceCents, s.logo, s.shortDescription, s.benefits,
      s.link ? 'link' : 'apk', s.link ?? null, s.isActive, s.serial, DEFAULT_DELIVERY[s.type],
    ]),
  );

  const sellable = services.filter((s) => s.isActive).map((s) => ({ id: s.id, priceCents: s.priceCents }));
  const { orders, items } = demoOrders(random, sellable);

  const stock = demoStock(services, orders, items);
  const credentials = services.flatMap((service) => {
    const { used, archived, available } = stock.get(service.id) as DemoStock;
    const total = used + available + archived;
    return Array.from({ length: total }, (_, n) => {
      const id = randomUUID();
      const userId = demoUserId(random, service, n);
      const plain = randomBytes(9).toString('base64url');
      // The row id is the cipher's associated data, so it is made before the insert.
      const password = cipher.encrypt(plain, id);
      return [id, service.id, userId, password, credentialFingerprint(cipher, userId, plain), n < used, n < total - archived];
    });
  });
  await insertRows(
    tx,
    'service_credentials',
    ['id', 'service_id', 'user_id', 'password_enc', 'fingerprint', 'is_used', 'is_active'],
    credentials,
  );

  await insertRows(
    tx,
    'service_setup_guides',
    ['type', 'image', 'serial', 'is_active'],
    DEMO_SETUP_GUIDES.map((g, i) => [g.type, images.guides[i], g.serial, g.isActive]),
  );

  await insertRows(
    tx,
    'orders',
    ['id', 'name', 'email', 'phone', 'total_cents', 'transaction_id', 'payment_method', 'order_status', 'created_at', 'updated_at'],
    orders.map((o) => [o.id, o.name, o.email, o.phone, o.totalCents, o.transactionId, o.paymentMethod, o.status, o.createdAt, o.updatedAt]),
  );
  await insertRows(
    tx,
    'order_items',
    ['id', 'order_id', 'service_id', 'quantity', 'price_cents', 'created_at', 'updated_at'],
    items.map((i) => [i.id, i.orderId, i.serviceId, i.quantity, i.priceCents, i.createdAt, i.createdAt]),
  );

  return {
    services: services.length,
    credentials: credentials.length,
    setupGuides: DEMO_SETUP_GUIDES.length,
    orders: orders.length,
    orderItems: items.length,
  };
}
