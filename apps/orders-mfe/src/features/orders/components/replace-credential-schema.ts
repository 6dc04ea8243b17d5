import { REPLACE_REASON_MAX_LENGTH } from '@shopdesk/contracts';
import { yupRequired } from '@shopdesk/form-rules';
import * as yup from 'yup';

/** The replace form's one field: why the credential is replaced, required, as long as the API takes. */
export const replaceCredentialSchema = yup.object({
  reason: yupRequired('Reason').max(REPLACE_REASON_MAX_LENGTH, `Reason must be at most ${REPLACE_REASON_MAX_LENGTH} characters`),
});

export interface ReplaceCredentialValues {
  reason: string;
}
