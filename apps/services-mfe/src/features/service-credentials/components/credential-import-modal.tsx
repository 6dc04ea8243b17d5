import { errorMessage } from '@shopdesk/api-client';
import { CREDENTIAL_IMPORT, type CredentialImportPreview as ImportPreview } from '@shopdesk/contracts';
import { Button, DiscardConfirm, FieldStack, Modal, TextAreaField, TextFileInput, toast, useDiscardGuard } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { useImportCredentials } from '../api/import-credentials';
import { usePreviewImport } from '../api/preview-import';
import { credentialCount, FILE_TOO_LARGE } from '../utils/import-texts';
import { credentialImportSchema, type CredentialImportValues } from './credential-import-schema';
import { CredentialImportPreview } from './credential-import-preview';

/** The text previewed and how the API sorted it: importing sends that same text. */
interface Sorted {
  text: string;
  preview: ImportPreview;
}

export interface CredentialImportModalProps {
  /** The credentials screen's service: the lines go to it. */
  serviceId: string;
  /** Called off, or done. */
  onClose: () => void;
}

/**
 * 'Import credentials' into the screen's service: lines pasted in Credentials or read from a
 * chosen file (.csv, .txt, 1 MB at most), then Preview shows how the API sorts them, and
 * 'Import <n> credentials' writes the new ones ('<n> credentials imported'; the list and the stock
 * counts refresh). Back returns to the text as it was. A failure says why in a toast and keeps
 * everything; closing with text entered asks first. Mount it only while open.
 *
 * @example {importing && <CredentialImportModal serviceId={serviceId} onClose={() => setImporting(false)} />}
 */
export function CredentialImportModal({ serviceId, onClose }: CredentialImportModalProps) {
  const formId = useId();
  const preview = usePreviewImport(serviceId);
  const importing = useImportCredentials(serviceId);
  const [sorted, setSorted] = useState<Sorted | null>(null);
  const discard = useDiscardGuard(onClose);
  const busy = preview.isPending || importing.isPending;

  const sort = async ({ text }: CredentialImportValues) => {
    if (busy) return;
    try {
      setSorted({ text, preview: await preview.mutateAsync(text) });
    } catch (error) {
      toast.error(errorMessage(error, 'Could not preview the import'));
    }
  };

  const commit = async ({ text }: Sorted) => {
    if (busy) return;
    try {
      const { imported } = await importing.mutateAsync(text);
      toast.success(`${credentialCount(imported)} imported`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to import credentials'));
    }
  };

  const fresh = sorted?.preview.fresh.length ?? 0;
  const footer = sorted ? (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => setSorted(null)}>
        Back
      </Button>
      <Button busy={importing.isPending} disabled={fresh === 0} onClick={() => void commit(sorted)}>
        Import {credentialCount(fresh)}
      </Button>
    </>
  ) : (
    // Outside the <form> element (the modal's footer), tied to it by `form`.
    <Button type="submit" form={formId} busy={preview.isPending}>
      Preview
    </Button>
  );

  return (
    <Formik<CredentialImportValues> initialValues={{ text: '' }} validationSchema={credentialImportSchema} onSubmit={sort}>
      {({ values, setFieldValue }) => (
        <Modal
          open
          title="Import credentials"
          size="lg"
          onClose={() => discard.close(values.text !== '')}
          closeDisabled={busy}
          footer={footer}
        >
          {sorted ? (
            <CredentialImportPreview preview={sorted.preview} />
          ) : (
            <Form id={formId} noValidate>
              <FieldStack>
                <TextAreaField name="text" label="Credentials" rows={10} placeholder="userId,password per line" />
                <TextFileInput
                  label="Or choose a file"
                  accept={CREDENTIAL_IMPORT.fileTypes}
                  maxBytes={CREDENTIAL_IMPORT.maxBytes}
                  tooLargeMessage={FILE_TOO_LARGE}
                  onText={(text) => void setFieldValue('text', text, true)}
                />
              </FieldStack>
            </Form>
          )}
          <DiscardConfirm guard={discard} />
        </Modal>
      )}
    </Formik>
  );
}
