import { yupRequired } from '@shopdesk/form-rules';
import { Button, FieldStack, TextField } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { AuthCard } from '../../../components/auth-card';
import { SubmitButton } from '../../../components/submit-button';

const schema = yup.object({ code: yupRequired('Verification Code') });

const Resend = styled.p`
  text-align: center;
`;

/**
 * Verification Code, 'resend Code' and Verify. The screen stays a stub, as in the original
 * product: there is no verification call, so both buttons only log
 * (docs/decisions.md#e-mail-verification-stays-a-stub).
 */
export function EmailVerificationForm() {
  return (
    <AuthCard title="Verify your email" description="Enter the verification code we sent to your e-mail.">
      <Formik
        initialValues={{ code: '' }}
        validationSchema={schema}
        onSubmit={() => console.info('Email verification: Verify pressed (no verification service yet)')}
      >
        <Form noValidate>
          <FieldStack>
            <TextField name="code" label="Verification Code" autoComplete="one-time-code" />
            <SubmitButton>Verify</SubmitButton>
            <Resend>
              <Button
                variant="link"
                onClick={() => console.info('Email verification: resend Code pressed (no verification service yet)')}
              >
                resend Code
              </Button>
            </Resend>
          </FieldStack>
        </Form>
      </Formik>
    </AuthCard>
  );
}
