import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Mail {
  to: string[];
  raw: string;
  at: number;
}

function readMail(): Mail[] {
  const file = join(process.env.E2E_RUN_DIR as string, 'mail.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Mail);
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a message. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest e-mail to `to` sent after `since` and answers the first link matching `pathPart`. */
export async function waitForLink(to: string, pathPart: string, since: number, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`);
  while (Date.now() < deadline) {
    const mail = readMail()
      .filter((m) => m.at > since && m.to.includes(to.toLowerCase()))
      .pop();
    const link = mail && pattern.exec(decodeQuotedPrintable(mail.raw))?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No e-mail to ${to} with a ${pathPart} link arrived within ${timeoutMs} ms`);
}
