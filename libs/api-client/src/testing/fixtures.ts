import type { SignedInEmployee } from '@shopdesk/contracts';

// The session fixtures live here, not in @shopdesk/testing, because api-client's own tests need
// them too and api-client cannot depend on @shopdesk/testing; that lib re-exports them.

export const ID = '3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f';
/** Tokens as the API makes them: URL-safe, 20 characters or more. */
export const INVITE_TOKEN = 'inviteTokenAbcdefghijklmnop_123';
export const RESET_TOKEN = 'resetTokenAbcdefghijklmnopq-456';

let counter = 0;

/** A signed-in employee with a token no other test uses. */
export function testEmployee(fields: Partial<SignedInEmployee> = {}): SignedInEmployee {
  counter += 1;
  return {
    _id: ID,
    name: 'Amina Yusuf',
    email: 'amina@example.com',
    level: 'owner',
    token: `session-token-${counter}-abcdefghijklmnopqrstuvwxyz`,
    ...fields,
  };
}
