import { loadConfig } from '../../src/config';
import { loadCredentialCipher } from '../../src/credentials/aes-gcm-cipher';
import { runMain } from './run-main';

it.each([
  ['PORT', 'abc', 'Invalid configuration: PORT must be an integer from 0 to 65535, got "abc"'],
  ['DATABASE_URL', 'mysql://db/shop', 'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://'],
  ['REDIS_URL', 'not a url', 'Invalid configuration: REDIS_URL is not a valid URL'],
  ['SMTP_URL', 'http://mail', 'Invalid configuration: SMTP_URL must start with smtp:// or smtps://'],
  ['ADMIN_EMAIL', 'admin', 'Invalid configuration: ADMIN_EMAIL is not an e-mail address'],
  ['ADMIN_PASSWORD', 'short', 'Invalid configuration: ADMIN_PASSWORD must be 8 to 128 characters'],
  ['SEED_DEMO_DATA', 'maybe', 'Invalid configuration: SEED_DEMO_DATA must be true or false, got "maybe"'],
  ['SESSION_IDLE_MINUTES', '0', 'Invalid configuration: SESSION_IDLE_MINUTES must be an integer from 1 to 1440, got "0"'],
])('names %s when its value is bad', (variable, value, message) => {
  expect(() => loadConfig({ [variable]: value })).toThrow(message);
});

it('names CREDENTIALS_KEY when the key is malformed', () => {
  expect(() => loadCredentialCipher(loadConfig({ CREDENTIALS_KEY: 'no-colon-here' }))).toThrow(
    'Invalid configuration: CREDENTIALS_KEY must look like "keyId:base64key[,keyId:base64key]"',
  );
});

it('stops the server at start with the message and exit code 1', async () => {
  const run = await runMain({ PORT: 'abc' });
  expect(await run.exited).toBe(1);
  expect(run.stderr()).toContain('Invalid configuration: PORT must be an integer from 0 to 65535, got "abc"');
});
