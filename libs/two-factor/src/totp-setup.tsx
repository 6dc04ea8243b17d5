import { formFailure } from '@shopdesk/api-client';
import { Button, color, copyText, FieldStack, font, fontSize, fontWeight, space, TextField, useFormSubmission } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { useConfirmTotp } from './security-queries';

import { QrCodeImage } from './qr-code-image';
import { codeDigits, groupKey } from './two-factor-texts';

interface CodeValues {
  code: string;
}

const EMPTY: CodeValues = { code: '' };

// What the API takes: six digits, as typed or as the app shows them ('123 456').
const codeSchema: yup.ObjectSchema<CodeValues> = yup.object({
  code: yup
    .string()
    .required('Enter the 6-digit code your app shows')
    .matches(/^\s*\d{3}\s?\d{3}\s*$/, 'The code is the 6 digits your app shows'),
});

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space('lg')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space('md')};
`;

const StepText = styled.span`
  font-weight: ${fontWeight('medium')};
`;

const KeyLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

const Key = styled.code`
  font-family: ${font('mono')};
  font-size: ${fontSize('md')};
  color: ${color('text')};
  overflow-wrap: anywhere;
  user-select: all;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
`;

export interface TotpSetupProps {
  /** What startTotpEnrolment answered: the key to type and the URI the QR code holds. */
  secret: string;
  uri: string;
  /** Back to the section's start; the server keeps the unfinished setup (a new start replaces it). */
  onCancel: () => void;
  /** The app is on: the ten recovery codes, to show once. */
  onTurnedOn: (recoveryCodes: string[]) => void;
}

/**
 * Setting up an authenticator app: its QR code (or the key, grouped by four, to type), then the
 * code it shows to turn two-factor sign-in on. A wrong code shows the server's message at the field.
 */
export function TotpSetup({ secret, uri, onCancel, onTurnedOn }: TotpSetupProps) {
  const confirm = useConfirmTotp();
  const submission = useFormSubmission<CodeValues>({
    onSubmit: async ({ code }) => onTurnedOn((await confirm.mutateAsync(codeDigits(code))).recoveryCodes),
    successToast: 'Two-factor sign-in is on',
    describeFailure: formFailure('Could not turn two-factor sign-in on', { serverMessage: true }),
    onDone: () => undefined,
  });
  return (
    <Steps aria-label="Set up authenticator app">
      <Step>
        <StepText>1. In your authenticator app, add an account and scan this QR code.</StepText>
        <QrCodeImage uri={uri} />
        <KeyLine>
          Can't scan? Type this key: <Key>{groupKey(secret)}</Key>
          <Button variant="secondary" size="sm" onClick={() => void copyText(secret, 'Key copied')}>
            Copy key
          </Button>
        </KeyLine>
      </Step>
      <Step>
        <StepText>2. Enter the code the app shows for Shopdesk.</StepText>
        <Formik initialValues={EMPTY} validationSchema={codeSchema} validate={submission.validate} onSubmit={submission.submit}>
          <Form noValidate aria-label="Turn on two-factor sign-in">
            <FieldStack>
              <TextField name="code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" />
              <Actions>
                <Button type="submit" busy={submission.submitting}>
                  Turn on
                </Button>
                <Button variant="secondary" onClick={onCancel} disabled={submission.submitting}>
                  Cancel
                </Button>
              </Actions>
            </FieldStack>
          </Form>
        </Formik>
      </Step>
    </Steps>
  );
}
