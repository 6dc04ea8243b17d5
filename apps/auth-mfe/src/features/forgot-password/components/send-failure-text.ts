import { failureText } from '../../../lib/failure-text';

/** A failed request for the reset e-mail: the server's message (a 429 says how long to wait), else a plain fallback. */
export const sendFailureText = (error: unknown) => failureText(error, 'Could not send the e-mail. Please try again.');
