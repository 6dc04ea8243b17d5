import type { SeedResult } from './index';

/**
 * The first start's sign-in details, printed once. A generated password is shown here and
 * nowhere else (it is not written to the log), so the console is the only place to read it.
 */
export function firstStartBanner(result: SeedResult, url: string): string | null {
  if (!result.seeded || !result.admin) return null;
  const { email, generatedPassword } = result.admin;
  const lines = [
    'Shopdesk is ready. Sign in with:',
    '',
    `  URL:      ${url}/auth/login`,
    `  E-mail:   ${email}`,
    `  Password: ${generatedPassword ?? '(the ADMIN_PASSWORD you set)'}`,
  ];
  if (generatedPassword) lines.push('', 'This password is shown only once: note it now.');
  if (result.demo) lines.push('', `Demo data loaded: ${result.demo.services} services, ${result.demo.orders} orders.`);
  const rule = '='.repeat(Math.max(...lines.map((l) => l.length)) + 4);
  return ['', rule, ...lines.map((l) => (l ? `  ${l}` : '')), rule, ''].join('\n');
}
