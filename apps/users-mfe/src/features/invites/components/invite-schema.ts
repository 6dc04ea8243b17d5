import { yupEmail } from '@shopdesk/ui-kit';
import * as yup from 'yup';

/** The create invite form: one e-mail address. */
export interface InviteValues {
  email: string;
}

/** 'Email is required'; a malformed address gets 'Email must be a valid email'. */
export const inviteSchema = yup.object({ email: yupEmail('Email') });
