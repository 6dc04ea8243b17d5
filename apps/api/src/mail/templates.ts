import { LEVEL_LABELS, type Level } from '@shopdesk/contracts';
import type { EmailMessage } from './outbox';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** One plain text and one simple HTML version of the same short message with one link. */
function compose(to: string, subject: string, paragraphs: string[], action: { label: string; link: string }, footer: string) {
  const text = [...paragraphs, `${action.label}: ${action.link}`, footer].join('\n\n') + '\n';
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`,
    `<p>If the button does not work, open this address: ${escapeHtml(action.link)}</p>`,
    `<p style="color: #666">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html } satisfies EmailMessage;
}

export function inviteEmail(to: string, invitedBy: string, level: Level, link: string, validHours: number): EmailMessage {
  const as = `${level === 'agent' ? 'an' : 'a'} ${LEVEL_LABELS[level].toLowerCase()}`;
  return compose(
    to,
    'You are invited to Shopdesk',
    ['Hello,', `${invitedBy} invited you to Shopdesk, the back-office of the shop, as ${as}. Create your account with this link.`],
    { label: 'Create your account', link },
    `The link works once and expires in ${validHours} hours. If you did not expect this invitation, ignore this e-mail.`,
  );
}

/** The note after a sign-in from a browser and address the employee had not signed in from. */
export function newSignInEmail(to: string, signIn: { at: Date; ip: string; device: string }, link: string): EmailMessage {
  return compose(
    to,
    'New sign-in to your Shopdesk account',
    ['Hello,', `Your Shopdesk account was signed in to from ${signIn.device} at ${signIn.ip} on ${signIn.at.toUTCString()}.`, 'If this was you, there is nothing to do.'],
    { label: 'Not you? Reset your password', link },
    'If you did not sign in, reset your password with this link at once, sign out the session from your profile and tell an owner of the shop.',
  );
}

/** The note after a password change: when and from where, and what to do if it was not them. */
export function passwordChangedEmail(to: string, change: { at: Date; ip: string; device: string }, link: string): EmailMessage {
  return compose(
    to,
    'Your Shopdesk password was changed',
    [
      'Hello,',
      `The password of your Shopdesk account was changed on ${change.at.toUTCString()} from ${change.device} at ${change.ip}. Your other sessions were signed out.`,
      'If this was you, there is nothing to do.',
    ],
    { label: 'Not you? Reset your password', link },
    'If you did not change it, reset your password with this link at once and tell an owner of the shop.',
  );
}

/** The note after a second factor changed: turned on, turned off, or new recovery codes made. */
export type SecondFactorChange = 'on' | 'off' | 'recovery codes' | 'reset' | 'passkey added' | 'passkey removed';

export function secondFactorChangedEmail(to: string, change: SecondFactorChange, when: Date, link: string): EmailMessage {
  const what = {
    'passkey added': 'A passkey was added to your Shopdesk account: it signs in without the password, on the device that holds it.',
    'passkey removed': 'A passkey was removed from your Shopdesk account: it no longer signs in.',
    reset:
      'An owner of the shop reset the two-factor sign-in of your Shopdesk account: your authenticator app and recovery codes no longer work. Set up a new one from your profile after you sign in.',
    on: 'Two-factor sign-in was turned on for your Shopdesk account: signing in now also asks for the code of your authenticator app.',
    off: 'Two-factor sign-in was turned off for your Shopdesk account: signing in now asks for your password only.',
    'recovery codes': 'New recovery codes were made for your Shopdesk account; the old ones no longer work.',
  }[change];
  return compose(
    to,
    {
      'recovery codes': 'New Shopdesk recovery codes',
      reset: 'Your two-factor sign-in was reset',
      on: 'Two-factor sign-in turned on',
      off: 'Two-factor sign-in turned off',
      'passkey added': 'A passkey was added to your account',
      'passkey removed': 'A passkey was removed from your account',
    }[change],
    ['Hello,', `${what} (${when.toUTCString()})`, 'If this was you, there is nothing to do.'],
    { label: 'Not you? Reset your password', link },
    'If you did not make this change, reset your password with this link at once and tell an owner of the shop.',
  );
}

export function passwordResetEmail(to: string, link: string, validMinutes: number): EmailMessage {
  return compose(
    to,
    'Reset your Shopdesk password',
    ['Hello,', 'Someone asked to reset the password of your Shopdesk account. Choose a new password with this link.'],
    { label: 'Choose a new password', link },
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  );
}

/** One delivered credential as the delivery e-mail lists it. */
export interface DeliveredCredential {
  serviceName: string;
  userId: string | null;
  password: string;
}

/** A service type's setup guide pictures, absolute URLs in serial order. */
export interface SetupGuideLinks {
  label: string;
  links: string[];
}

/** Why a delivery e-mail goes: an order's first delivery, a replacement of one credential, or a resend. */
export type DeliveryEmailPurpose =
  | { kind: 'delivery' }
  | { kind: 'resend' }
  | { kind: 'replacement'; replaces: { serviceName: string; userId: string | null; reason: string } };

/** The part of an order id an e-mail's subject shows (its body gives the whole id). */
const shortOrderId = (orderId: string) => orderId.slice(0, 8).toUpperCase();

function deliveryIntro(purpose: DeliveryEmailPurpose): string[] {
  switch (purpose.kind) {
    case 'delivery':
      return ['Hello,', 'Thank you for your order. Here is your access:'];
    case 'resend':
      return ['Hello,', 'As you asked, here is your access again:'];
    case 'replacement': {
      const { serviceName, userId, reason } = purpose.replaces;
      const earlier = userId ? `the ${serviceName} access we sent you earlier (User ID: ${userId})` : `the ${serviceName} access we sent you earlier`;
      return ['Hello,', `This replaces ${earlier}, which no longer works. Why: ${reason}`, 'Here is your new access:'];
    }
  }
}

function deliverySubject(purpose: DeliveryEmailPurpose, names: string[], orderId: string): string {
  const what = names.length === 1 ? `${names[0]} access` : 'Shopdesk order';
  const lead = { delivery: `Your ${what}`, resend: `Your ${what}, sent again`, replacement: `Your new ${what}` }[purpose.kind];
  return `${lead} (order ${shortOrderId(orderId)})`;
}

/**
 * The e-mail that hands out credentials: for each one its service, user id (when it has one) and
 * password, then the setup guides of the services' types. Named after the service when there is
 * one, after the order when there are several; it names the order, so the customer can mention it,
 * and a replacement says what it replaces and why.
 */
export function credentialDeliveryEmail(
  to: string,
  order: { id: string; purpose: DeliveryEmailPurpose },
  credentials: DeliveredCredential[],
  guides: SetupGuideLinks[],
): EmailMessage {
  const names = [...new Set(credentials.map((c) => c.serviceName))];
  const subject = deliverySubject(order.purpose, names, order.id);
  const blocks = credentials.map((c) => [`Service: ${c.serviceName}`, ...(c.userId ? [`User ID: ${c.userId}`] : []), `Password: ${c.password}`]);
  const guideBlocks = guides.filter((g) => g.links.length > 0).map((g) => [`${g.label}:`, ...g.links]);
  const intro = deliveryIntro(order.purpose);
  const footer = `Your order number is ${order.id}. Keep these details private. If something does not work, contact us and mention your order number.`;
  const text = [...intro, ...blocks.map((b) => b.join('\n')), ...guideBlocks.map((b) => b.join('\n')), footer].join('\n\n') + '\n';
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...blocks.map((b) => `<p>${b.map(escapeHtml).join('<br>')}</p>`),
    ...guideBlocks.map(
      ([label, ...links]) => `<p>${escapeHtml(label)}<br>${links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>')}</p>`,
    ),
    `<p style="color: #666">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
