import { yupRequired } from '@shopdesk/form-rules';
import * as yup from 'yup';
import { fitsImport, IMPORT_TOO_LARGE } from '../utils/import-texts';

/** The import form's values: the pasted lines, or the chosen file's text. */
export interface CredentialImportValues {
  text: string;
}

/**
 * The import form's rules: some credentials, and no more than the API takes. The size is that of
 * the text as sent (it is sent untrimmed, so the preview's line numbers are the textarea's).
 */
export const credentialImportSchema = yup.object({
  text: yupRequired('Credentials').test('size', IMPORT_TOO_LARGE, function fits() {
    return fitsImport(String(this.originalValue ?? ''));
  }),
});
