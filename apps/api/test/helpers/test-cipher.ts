import { randomBytes } from 'node:crypto';
import { aesGcmCipher } from '../../src/credentials/aes-gcm-cipher';

/**
 * The credential cipher of every app a test process builds: every e-mail is stored sealed, so
 * the tests' mailbox (helpers/mailbox.ts) opens them with this same key.
 */
export const testKeyring = [{ id: 'test', key: randomBytes(32) }];
export const testCipher = aesGcmCipher(testKeyring);
