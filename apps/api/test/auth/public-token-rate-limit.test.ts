import { api } from '@shopdesk/contracts';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp({ RATE_LIMIT_PUBLIC_TOKEN: '3' });

const unknownToken = 'u'.repeat(43);

it('limits getEmailFromToken per IP', async () => {
  const ask = (ip: string) => t.call(null, api.auth.getEmailFromToken, { params: { token: unknownToken }, ip });
  for (let i = 0; i < 3; i++) expect((await ask('192.0.2.10')).statusCode).toBe(404);
  const limited = await ask('192.0.2.10');
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect((await ask('192.0.2.11')).statusCode).toBe(404);
});

it('limits register per IP', async () => {
  const body = { token: unknownToken, name: 'Guess', password: 'a long passphrase', password2: 'a long passphrase' };
  const attempt = (ip: string) => t.call(null, api.auth.register, { body, ip });
  for (let i = 0; i < 3; i++) expect((await attempt('192.0.2.20')).statusCode).toBe(404);
  const limited = await attempt('192.0.2.20');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error).toBe('Too Many Requests');
  expect((await attempt('192.0.2.21')).statusCode).toBe(404);
});
