export { AddPasskeyForm, type AddPasskeyFormProps } from './add-passkey-form';
export { QrCodeImage } from './qr-code-image';
export { RecoveryCodesModal, type RecoveryCodesModalProps } from './recovery-codes-modal';
export { useConfirmTotp, useMySecurity, useRefreshSecurity, useStartTotp } from './security-queries';
export { TotpSetup, type TotpSetupProps } from './totp-setup';
export { codeDigits, FEW_CODES_LEFT, groupKey, RECOVERY_CODES_FILE, recoveryCodesFile, requirementText } from './two-factor-texts';
