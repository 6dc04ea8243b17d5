import type { SignedInEmployee } from '@shopdesk/contracts';

export const INVITE_TOKEN = 'inviteTokenAbcdefghijklmnop_123';
export const RESET_TOKEN = 'resetTokenAbcdefghijklmnopq-456';

/** The employee the API answers to a login or a registration. */
export const employee: SignedInEmployee = {
  _id: '3f0c9a7e-5b1d-4c2a-8e6f-0a1b2c3d4e5f',
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  level: 'admin',
  token: 'session-token-abcdefghijklmnopqrstuvwxyz',
};
