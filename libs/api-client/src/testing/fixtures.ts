import type { SignedInEmployee } from '@shopdesk/contracts';

export const ID = '3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f';
export const INVITE_TOKEN = 'inviteTokenAbcdefghijklmnop_123';

let counter = 0;

/** A signed-in employee with a token no other test uses. */
export function testEmployee(): SignedInEmployee {
  counter += 1;
  return {
    _id: ID,
    name: 'Amina Yusuf',
    email: 'amina@example.com',
    level: 'admin',
    token: `session-token-${counter}-abcdefghijklmnopqrstuvwxyz`,
  };
}
