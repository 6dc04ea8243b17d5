import { REFUND_NOTE_MAX_LENGTH, type RefundReason } from '@shopdesk/contracts';
import { yupRequiredNumber } from '@shopdesk/form-rules';
import * as yup from 'yup';

export interface RefundValues {
  amount: number | string;
  reason: RefundReason | '';
  note: string;
}

const wholeCents = (value: number | undefined) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The refund form's rules: an amount of whole cents up to what is left, a reason, a note for Other. */
export function refundSchema(left: number) {
  return yup.object({
    amount: yupRequiredNumber('Amount')
      .moreThan(0, 'Amount must be more than $0')
      .max(left, `At most $${left.toFixed(2)} is left to refund`)
      .test('cents', 'Amount must be in whole cents', wholeCents),
    reason: yup.string().required('Reason is required'),
    note: yup
      .string()
      .trim()
      .max(REFUND_NOTE_MAX_LENGTH, `Note must be at most ${REFUND_NOTE_MAX_LENGTH} characters`)
      .when('reason', { is: 'other', then: (note) => note.required('Say why in the note when the reason is Other') }),
  });
}
