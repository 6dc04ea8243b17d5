/**
 * Every column holding values encrypted with the credential cipher (`v1:<keyId>:...`), and the
 * column whose value is their associated data. A backup records which key ids they use, and a
 * restore checks it holds those keys before writing anything.
 */
export const ENCRYPTED_COLUMNS = [
  { table: 'service_credentials', column: 'password_enc', rowId: 'id' },
  { table: 'employee_totp', column: 'secret_enc', rowId: 'employee_id' },
  { table: 'outbox_emails', column: 'text_body', rowId: 'id' },
  { table: 'outbox_emails', column: 'html_body', rowId: 'id' },
] as const;
