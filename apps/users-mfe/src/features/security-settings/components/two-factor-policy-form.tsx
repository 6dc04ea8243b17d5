import { formFailure, type SecurityPolicyFields } from '@shopdesk/api-client';
import { GRACE_DAYS, TWO_FACTOR_POLICIES, TWO_FACTOR_POLICY_LABELS, type SecuritySettings } from '@shopdesk/contracts';
import { Button, color, FieldStack, SelectField, TextField, useFormSubmission } from '@shopdesk/ui-kit';
import type { Static } from '@sinclair/typebox';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { useSaveSecuritySettings } from '../api/security-settings';

interface PolicyValues {
  twoFactorRequiredFor: SecurityPolicyFields['twoFactorRequiredFor'];
  graceDays: number | '';
}

const schema: yup.ObjectSchema<PolicyValues> = yup.object({
  twoFactorRequiredFor: yup.mixed<PolicyValues['twoFactorRequiredFor']>().oneOf(TWO_FACTOR_POLICIES).required('Choose whom to require it of'),
  graceDays: yup
    .number()
    .typeError('The grace period is a number of days')
    .required('Enter the grace period in days')
    .integer('The grace period is a whole number of days')
    .min(GRACE_DAYS.min, `The grace period is at least ${GRACE_DAYS.min} days`)
    .max(GRACE_DAYS.max, `The grace period is at most ${GRACE_DAYS.max} days`),
}) as yup.ObjectSchema<PolicyValues>;

const OPTIONS = TWO_FACTOR_POLICIES.map((policy) => ({ value: policy, label: TWO_FACTOR_POLICY_LABELS[policy] }));

const Coverage = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

/** "3 of 5 employees it covers have two-factor sign-in on." */
function coverageText({ twoFactorRequiredFor, covered, coveredWithSecondFactor }: Static<typeof SecuritySettings>): string {
  if (twoFactorRequiredFor === 'nobody') return 'Nobody is required to use two-factor sign-in.';
  const who = twoFactorRequiredFor === 'everyone' ? 'active employees' : 'active owners and managers';
  return `${coveredWithSecondFactor} of ${covered} ${who} have two-factor sign-in on.`;
}

/**
 * The Two-factor sign-in card of the security settings: whom the shop requires a second factor of
 * and the grace period a newly covered employee gets, with how many it covers have one. Saving asks
 * the owner to confirm it's them (the API's `reauth`).
 */
export function TwoFactorPolicyForm({ settings }: { settings: Static<typeof SecuritySettings> }) {
  const save = useSaveSecuritySettings();
  const submission = useFormSubmission<PolicyValues>({
    onSubmit: (values) => save.mutateAsync({ twoFactorRequiredFor: values.twoFactorRequiredFor, graceDays: Number(values.graceDays) }),
    successToast: 'Security settings saved',
    describeFailure: formFailure('Could not save the security settings', { serverMessage: true }),
    onDone: () => undefined,
  });
  return (
    <Formik
      initialValues={{ twoFactorRequiredFor: settings.twoFactorRequiredFor, graceDays: settings.graceDays } as PolicyValues}
      enableReinitialize
      validationSchema={schema}
      validate={submission.validate}
      onSubmit={submission.submit}
    >
      <Form noValidate aria-label="Two-factor sign-in policy">
        <FieldStack>
          <SelectField name="twoFactorRequiredFor" label="Require two-factor for" options={OPTIONS} />
          <TextField
            name="graceDays"
            label="Grace period (days)"
            type="number"
            step="1"
            hint="How long an employee the policy newly covers may still sign in without it. After that, signing in takes them to set it up."
          />
          <Coverage>{coverageText(settings)}</Coverage>
          <div>
            <Button type="submit" busy={submission.submitting}>
              Save
            </Button>
          </div>
        </FieldStack>
      </Form>
    </Formik>
  );
}
