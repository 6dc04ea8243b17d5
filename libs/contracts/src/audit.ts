import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Id, Timestamp } from './common';

/**
 * Every kind of audit row, with how the audit log screen says it. The API records only these
 * (its recordAudit takes an AuditAction), so the screen's action filter lists every kind there is.
 */
export const AUDIT_ACTIONS = {
  'access.forbidden': 'Was refused a call',
  'audit.export': 'Exported the audit log',
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed to sign in',
  'auth.logout': 'Signed out',
  'auth.password_change': 'Changed their password',
  'auth.passkey_add': 'Added a passkey',
  'auth.passkey_remove': 'Removed a passkey',
  'auth.reauth': 'Confirmed it was them',
  'auth.recovery_codes_renew': 'Made new recovery codes',
  'auth.totp_disable': 'Turned off two-factor sign-in',
  'auth.totp_enable': 'Turned on two-factor sign-in',
  'auth.password_reset': 'Reset their password',
  'auth.password_reset_request': 'Asked for a password reset',
  'credential.archive': 'Archived a credential',
  'credential.create': 'Created a credential',
  'credential.deliver': 'Delivered a credential',
  'credential.export': 'Exported the stock',
  'credential.import': 'Imported credentials',
  'credential.replace': 'Replaced a delivered credential',
  'credential.reveal': 'Revealed a password',
  'credential.unarchive': 'Restored a credential',
  'credential.update': 'Edited a credential',
  'employee.archive': 'Archived an employee',
  'employee.change_level': "Changed an employee's level",
  'employee.register': 'Registered',
  'employee.second_factor_reset': "Reset an employee's two-factor sign-in",
  'employee.unarchive': 'Restored an employee',
  'invite.create': 'Invited a colleague',
  'invite.resend': 'Sent an invite again',
  'invite.revoke': 'Revoked an invite',
  'list.export': 'Exported a list',
  'order.cancel': 'Cancelled an order',
  'order.complete': 'Completed an order',
  'order.create': 'Received an order',
  'order.email_change': "Corrected an order's e-mail address",
  'order.note_add': 'Wrote a note on an order',
  'order.note_edit': 'Edited a note on an order',
  'order.refund': 'Refunded an order',
  'order.resend': "Sent an order's credentials again",
  'seed.first_start': 'Set up the shop',
  'service.archive': 'Archived a service',
  'service.create': 'Created a service',
  'service.unarchive': 'Restored a service',
  'service.update': 'Edited a service',
  'session.end': 'Signed out a session',
  'session.end_all': "Signed out all of an employee's sessions",
  'session.end_others': 'Signed out everywhere else',
  'settings.security_update': 'Changed the security settings',
  'setup_guide.archive': 'Archived a setup guide',
  'setup_guide.create': 'Created a setup guide',
  'setup_guide.unarchive': 'Restored a setup guide',
  'setup_guide.update': 'Edited a setup guide',
  'storefront_key.create': 'Created a storefront key',
  'storefront_key.revoke': 'Revoked a storefront key',
  'watch_list.add': 'Added to the watch list',
  'watch_list.remove': 'Removed from the watch list',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The kinds of record an audit row names, with how the screen says them. */
export const AUDIT_RECORD_TYPES = {
  order: 'Order',
  service: 'Service',
  credential: 'Credential',
  setup_guide: 'Setup guide',
  employee: 'Employee',
  invite: 'Invite',
  session: 'Session',
  storefront_key: 'Storefront key',
  audit_log: 'Audit log',
  settings: 'Settings',
  watch_list_entry: 'Watch list entry',
  saved_view: 'Saved view',
} as const;
export type AuditRecordType = keyof typeof AUDIT_RECORD_TYPES;

const literals = <K extends string>(keys: readonly K[]) => Type.Union(keys.map((key) => Type.Literal(key)));
export const AuditActionSchema = literals(Object.keys(AUDIT_ACTIONS) as AuditAction[]);
export const AuditRecordTypeSchema = literals(Object.keys(AUDIT_RECORD_TYPES) as AuditRecordType[]);

/** One audit row as the audit log and a record's History tab list it. Never holds a secret. */
export const AuditEntry = Type.Object({
  _id: Id,
  /** An AuditAction; rows written by hand (a database console) may hold others. */
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.Union([Id, Type.Null()]),
  /** Who did it: null for the server itself, a storefront order or a sign-in by an unknown e-mail. */
  actor: Type.Union([Type.Object({ _id: Id, name: Type.String() }), Type.Null()]),
  /** The client's address; null for the server's own commands. */
  ip: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Timestamp,
});
export type AuditEntry = Static<typeof AuditEntry>;
