/** What a list shows in place of every password: a password is only read one credential at a time. */
export const MASKED_PASSWORD = '••••••••';

/** A credential's Is Used as the screens say it. */
export const isUsedText = (isUsed: boolean) => (isUsed ? 'Used' : 'Available');
