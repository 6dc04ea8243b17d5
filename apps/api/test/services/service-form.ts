import type { FieldPairs } from '../helpers/multipart';

/** The fields of a valid service form as the web form sends them; override or drop (null) any. */
export function serviceForm(overrides: Record<string, string | string[] | null> = {}): FieldPairs {
  const fields: Record<string, string | string[] | null> = {
    name: 'Fast VPN',
    type: 'vpn',
    country: 'uae',
    shortDescription: 'A quick one',
    price: '12.5',
    linkOrApk: 'link',
    link: 'https://example.com/fast',
    serial: '3',
    'benefits[]': ['No logs', 'Unlimited'],
    ...overrides,
  };
  return Object.entries(fields).flatMap(([name, value]): FieldPairs => {
    if (value === null) return [];
    return Array.isArray(value) ? value.map((v): [string, string] => [name, v]) : [[name, value]];
  });
}
