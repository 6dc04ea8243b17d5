import { DELIVERY_MODES, SERIAL_MAX, SERVICE_LIMITS } from '@shopdesk/contracts';
import { requiredMessage, singleLineTest, yupFirstRequired, yupRequired, yupRequiredNumber } from '@shopdesk/form-rules';
import * as yup from 'yup';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * The service form's rules, the API's limits included so nothing the API would refuse is sent:
 * name, price and serial required, the link required (and a web address) only when the choice
 * is link, the first benefit required, the name and each benefit one line, a delivery the API knows.
 */
export const serviceSchema = yup.object({
  name: yupRequired('Service Name')
    .max(SERVICE_LIMITS.nameMaxLength, tooLong('Service Name', SERVICE_LIMITS.nameMaxLength))
    .test(singleLineTest('Service Name')),
  country: yup.string().oneOf(['', 'uae', 'ksa']),
  shortDescription: yup
    .string()
    .max(SERVICE_LIMITS.shortDescriptionMaxLength, tooLong('Short Description', SERVICE_LIMITS.shortDescriptionMaxLength)),
  price: yupRequiredNumber('Price ($)')
    .min(0, 'Price ($) must be 0 or more')
    .max(SERVICE_LIMITS.maxPrice, `Price ($) must be at most ${SERVICE_LIMITS.maxPrice}`)
    .test('cents', 'Price ($) must have at most two decimals', (price) => price === undefined || Number.isInteger(Math.round(price * 100 * 1e6) / 1e6)),
  serial: yupRequiredNumber('Serial')
    .integer('Serial must be a whole number')
    .min(0, 'Serial must be 0 or more')
    .max(SERIAL_MAX, `Serial must be at most ${SERIAL_MAX}`),
  linkOrApk: yup.string().oneOf(['link', 'apk']).required(requiredMessage('Link or APK')),
  link: yup.string().when('linkOrApk', {
    is: 'link',
    then: () =>
      yupRequired('Link')
        .url('Link must be a valid URL')
        .max(SERVICE_LIMITS.linkMaxLength, tooLong('Link', SERVICE_LIMITS.linkMaxLength)),
  }),
  benefits: yupFirstRequired('Benefit')
    .of(
      yup
        .string()
        .max(SERVICE_LIMITS.benefitMaxLength, tooLong('Benefit', SERVICE_LIMITS.benefitMaxLength))
        .test(singleLineTest('Benefit')),
    )
    .max(SERVICE_LIMITS.maxBenefits, `At most ${SERVICE_LIMITS.maxBenefits} benefits`),
  delivery: yup.string().oneOf(DELIVERY_MODES, 'Delivery must be Credential from stock or Manual').required(requiredMessage('Delivery')),
});
