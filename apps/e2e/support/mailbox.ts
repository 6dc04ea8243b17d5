import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productDir } from './product';

interface Mail {
  to: string[];
  raw: string;
  at: number;
}

function readMail(): Mail[] {
  const file = join(productDir(), 'mail.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Mail);
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a message. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest e-mail to `to` sent after `since` for which `read` finds something, and answers that. */
async function waitForMail<T>(to: string, since: number, timeoutMs: number, read: (text: string) => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMail()
      .filter((m) => m.at > since && m.to.includes(to.toLowerCase()))
      .pop();
    const found = mail && read(decodeQuotedPrintable(mail.raw));
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No e-mail to ${to} with ${what} arrived within ${timeoutMs} ms`);
}

/** Waits for the newest e-mail to `to` sent after `since` and answers the first link matching `pathPart`. */
export function waitForLink(to: string, pathPart: string, since: number, timeoutMs = 20_000): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`);
  return waitForMail(to, since, timeoutMs, (text) => pattern.exec(text)?.[0], `a ${pathPart} link`);
}

/** Waits for an e-mail to `to` sent after `since` that contains every one of `texts`, and answers its decoded text. */
export function waitForMailWith(to: string, texts: string[], since: number, timeoutMs = 20_000): Promise<string> {
  return waitForMail(to, since, timeoutMs, (text) => (texts.every((t) => text.includes(t)) ? text : undefined), texts.join(' and '));
}
