import type { SignedInEmployee } from '@shopdesk/contracts';

let counter = 0;

/** A signed-in employee with a token no other test uses. */
export function testEmployee(overrides: Partial<SignedInEmployee> = {}): SignedInEmployee {
  counter += 1;
  return {
    _id: '0b6c7c1e-3f7a-4d0e-9a57-7a6d3f7c2b10',
    name: 'Amina Yusuf',
    email: 'amina@example.com',
    level: 'owner',
    token: `token-${counter}-abcdefghijklmnopqrstuvwxyz`,
    ...overrides,
  };
}
