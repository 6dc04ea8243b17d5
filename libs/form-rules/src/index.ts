export { PASSWORD_HINT, PASSWORDS_DO_NOT_MATCH, yupNewPassword, yupPasswordConfirmation } from './password-rules';
export {
  requiredMessage,
  singleLineTest,
  yupEmail,
  yupFirstRequired,
  yupRequired,
  yupRequiredFile,
  yupRequiredNumber,
} from './validation';
export { lazySchema, type LazySchema } from './lazy-schema';
