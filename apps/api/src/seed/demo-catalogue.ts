import type { Country, ServiceType } from '@shopdesk/contracts';
import type { Rgb } from './png';

export interface DemoService {
  name: string;
  slug: string;
  type: ServiceType;
  country: Country | null;
  priceCents: number;
  shortDescription: string;
  benefits: string[];
  /** Absent: an APK download, not a link. */
  link?: string;
  isActive: boolean;
  colour: Rgb;
  accent: Rgb;
}

export const DEMO_SERVICES: readonly DemoService[] = [
  {
    name: 'Falcon VPN',
    slug: 'falcon-vpn',
    type: 'vpn',
    country: 'uae',
    priceCents: 999,
    shortDescription: 'Fast, private browsing with servers tuned for the UAE.',
    benefits: ['Servers in 40 countries', 'Up to 5 devices', 'No activity logs'],
    link: 'https://example.com/apps/falcon-vpn',
    isActive: true,
    colour: [24, 92, 170],
    accent: [98, 180, 255],
  },
  {
    name: 'Oasis Secure VPN',
    slug: 'oasis-secure-vpn',
    type: 'vpn',
    country: 'ksa',
    priceCents: 750,
    shortDescription: 'Stable connections for streaming and calls in Saudi Arabia.',
    benefits: ['Unlimited bandwidth', 'Voice and video calls', '24/7 support in Arabic'],
    isActive: true,
    colour: [14, 128, 104],
    accent: [120, 220, 180],
  },
  {
    name: 'Nomad VPN',
    slug: 'nomad-vpn',
    type: 'vpn',
    country: null,
    priceCents: 1200,
    shortDescription: 'One subscription for travellers, wherever they are.',
    benefits: ['Servers in 60 countries', 'Kill switch', 'Up to 10 devices'],
    link: 'https://example.com/apps/nomad-vpn',
    isActive: true,
    colour: [104, 52, 160],
    accent: [200, 150, 255],
  },
  {
    name: 'Dune Shield VPN',
    slug: 'dune-shield-vpn',
    type: 'vpn',
    country: 'uae',
    priceCents: 599,
    shortDescription: 'A budget plan for one phone.',
    benefits: ['One device', 'No activity logs'],
    isActive: true,
    colour: [190, 120, 30],
    accent: [255, 210, 120],
  },
  {
    name: 'Mirage VPN Lite',
    slug: 'mirage-vpn-lite',
    type: 'vpn',
    country: 'ksa',
    priceCents: 349,
    shortDescription: 'Discontinued trial plan.',
    benefits: ['Seven-day plan'],
    link: 'https://example.com/apps/mirage-vpn',
    isActive: false,
    colour: [120, 120, 130],
    accent: [200, 200, 210],
  },
  {
    name: 'Dollar Card 10',
    slug: 'dollar-card-10',
    type: 'dollar-card',
    country: null,
    priceCents: 1150,
    shortDescription: 'A prepaid virtual card loaded with 10 US dollars.',
    benefits: ['Works for online shopping', 'Delivered within minutes'],
    link: 'https://example.com/cards/redeem',
    isActive: true,
    colour: [22, 130, 60],
    accent: [140, 230, 160],
  },
  {
    name: 'Dollar Card 25',
    slug: 'dollar-card-25',
    type: 'dollar-card',
    country: null,
    priceCents: 2700,
    shortDescription: 'A prepaid virtual card loaded with 25 US dollars.',
    benefits: ['Works for online shopping', 'Subscriptions and app stores', 'Delivered within minutes'],
    link: 'https://example.com/cards/redeem',
    isActive: true,
    colour: [16, 110, 120],
    accent: [120, 210, 220],
  },
  {
    name: 'Dollar Card 50',
    slug: 'dollar-card-50',
    type: 'dollar-card',
    country: null,
    priceCents: 5300,
    shortDescription: 'A prepaid virtual card loaded with 50 US dollars.',
    benefits: ['Works for online shopping', 'Reloadable once'],
    isActive: true,
    colour: [30, 70, 140],
    accent: [130, 170, 240],
  },
  {
    name: 'Dollar Card 100',
    slug: 'dollar-card-100',
    type: 'dollar-card',
    country: null,
    priceCents: 10400,
    shortDescription: 'A prepaid virtual card loaded with 100 US dollars.',
    benefits: ['Works for online shopping', 'Reloadable', 'Priority support'],
    link: 'https://example.com/cards/redeem',
    isActive: true,
    colour: [150, 40, 60],
    accent: [240, 140, 160],
  },
  {
    name: 'Gift Dollar Card 5',
    slug: 'gift-dollar-card-5',
    type: 'dollar-card',
    country: null,
    priceCents: 600,
    shortDescription: 'A small gift card, no longer sold.',
    benefits: ['Gift wrapping e-mail'],
    isActive: false,
    colour: [110, 110, 110],
    accent: [190, 190, 190],
  },
];

/** Per service: the first ones sold (used) and one archived; a manual service has `total` (demo-stock sizes the stock ones). */
export const CREDENTIALS_PER_SERVICE = { total: 8, used: 3, archived: 1 } as const;

export interface DemoSetupGuide {
  type: ServiceType;
  serial: number;
  isActive: boolean;
  colour: Rgb;
}

const VPN_BLUE: Rgb = [24, 92, 170];
const CARD_GREEN: Rgb = [22, 130, 60];

export const DEMO_SETUP_GUIDES: readonly DemoSetupGuide[] = [
  { type: 'vpn', serial: 1, isActive: true, colour: VPN_BLUE },
  { type: 'vpn', serial: 2, isActive: true, colour: VPN_BLUE },
  { type: 'vpn', serial: 3, isActive: true, colour: VPN_BLUE },
  { type: 'vpn', serial: 4, isActive: false, colour: VPN_BLUE },
  { type: 'dollar-card', serial: 1, isActive: true, colour: CARD_GREEN },
  { type: 'dollar-card', serial: 2, isActive: true, colour: CARD_GREEN },
  { type: 'dollar-card', serial: 3, isActive: true, colour: CARD_GREEN },
];
