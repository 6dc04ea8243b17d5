import { api } from '@shopdesk/contracts';
import { sendCall } from '../call-api';

/** `{ status: 'ok', database: 'up' }`; this answer has no `data` envelope. */
export const getHealth = () => sendCall(api.system.getHealth);
