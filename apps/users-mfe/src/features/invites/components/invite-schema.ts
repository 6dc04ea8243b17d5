import { LEVELS, type Level } from '@shopdesk/contracts';
import { yupEmail } from '@shopdesk/form-rules';
import * as yup from 'yup';

/** The create invite form: an e-mail address and the level the invitee joins at. */
export interface InviteValues {
  email: string;
  level: Level;
}

/** 'Email is required'; a malformed address gets 'Email must be a valid email'. The level is one of the select's. */
export const inviteSchema = yup.object({
  email: yupEmail('Email'),
  level: yup.string().oneOf(LEVELS, 'Level is required').required('Level is required'),
});
