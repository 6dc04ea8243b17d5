import { CREDENTIAL_IMPORT, CREDENTIAL_LIMITS, isSingleLineText, SINGLE_LINE_MESSAGE } from '@shopdesk/contracts';

/** A line that reads as a credential: its 1-based line number, user id (null when none) and password. */
export interface ParsedLine {
  line: number;
  userId: string | null;
  password: string;
}

export interface MalformedLine {
  line: number;
  reason: string;
  /** The line's first field when it had a user id's place (two fields or more), to know the line by; never its password. */
  userId: string | null;
}

/** How much of a malformed line's user id the preview shows: enough to find the line. */
const SHOWN_USER_ID = 64;

/** A malformed line's first field when the line has more than one: where its user id would be. */
function userIdOf(split: Fields): string | null {
  if ('error' in split || split.fields.length < 2 || !split.fields[0]) return null;
  const [first] = split.fields;
  return first.length > SHOWN_USER_ID ? `${first.slice(0, SHOWN_USER_ID)}…` : first;
}

export interface ParsedImport {
  /** The first line was a header (`userId,password` and the like) and was skipped. */
  header: boolean;
  /** Non-blank lines read, the header left out. */
  totalLines: number;
  lines: ParsedLine[];
  malformed: MalformedLine[];
}

/** `userId,password`, `user:pass`, `login;password`, `Email,Pass`...: a header, not a credential. */
const HEADER = /^\s*"?\s*(user|user[ _-]?id|user[ _-]?name|login|email|e-mail)\s*"?\s*[,:;\t]\s*"?\s*(password|pass)\s*"?\s*$/i;

const SEPARATORS = [',', ':'];

type Fields = { fields: string[] } | { error: string };

/**
 * Splits a line on its separator, the first `,` or `:` outside quotes, CSV style: a field in
 * double quotes may hold the separator, and `""` inside it is one quote. Fields are trimmed.
 */
export function splitFields(text: string): Fields {
  let separator: string | undefined;
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    while (text[i] === ' ' || text[i] === '\t') i++;
    let value = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) return { error: 'A quote is not closed' };
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += text[i++];
      }
      while (text[i] === ' ' || text[i] === '\t') i++;
      if (i < text.length && text[i] !== separator && !(separator === undefined && SEPARATORS.includes(text[i]))) {
        return { error: 'Unexpected text after a closing quote' };
      }
    } else {
      const start = i;
      while (i < text.length && !(separator === undefined ? SEPARATORS.includes(text[i]) : text[i] === separator)) i++;
      value = text.slice(start, i).trim();
    }
    fields.push(value);
    if (i >= text.length) return { fields };
    separator ??= text[i];
    i++;
  }
}

function checkLine(line: number, text: string): ParsedLine | MalformedLine {
  const split = splitFields(text);
  const malformed = (reason: string): MalformedLine => ({ line, reason, userId: userIdOf(split) });
  if ('error' in split) return malformed(split.error);
  const { fields } = split;
  if (fields.length > 2) return malformed(`More than two fields (${fields.length}): expected userId,password`);
  const [first, second] = fields;
  const userId = fields.length === 2 ? first || null : null;
  const password = fields.length === 2 ? second : first;
  if (!password) return malformed('The password is empty');
  if (userId && userId.length > CREDENTIAL_LIMITS.userIdMaxLength) {
    return malformed(`The user ID is longer than ${CREDENTIAL_LIMITS.userIdMaxLength} characters`);
  }
  // The same rule as a user id typed in the form (the contract's SingleLineText).
  if (userId && !isSingleLineText(userId)) return { line, reason: `The user ID ${SINGLE_LINE_MESSAGE}`, userId: null };
  if (password.length > CREDENTIAL_LIMITS.passwordMaxLength) {
    return malformed(`The password is longer than ${CREDENTIAL_LIMITS.passwordMaxLength} characters`);
  }
  return { line, userId, password };
}

/**
 * Reads an import's text: one credential per line as `userId,password`, `userId:password` or a
 * password alone. Blank lines are skipped; a first line that reads like a header is skipped and
 * reported; lines past CREDENTIAL_IMPORT.maxLines are not read (one malformed entry says so).
 * Values are kept as typed (a cell like `=cmd` is plain text to the API).
 */
export function parseImport(text: string, maxLines: number = CREDENTIAL_IMPORT.maxLines): ParsedImport {
  const result: ParsedImport = { header: false, totalLines: 0, lines: [], malformed: [] };
  const rows = text.split(/\r\n|\n|\r/);
  let read = 0;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (row.trim() === '') continue;
    if (!result.header && result.totalLines === 0 && HEADER.test(row)) {
      result.header = true;
      continue;
    }
    result.totalLines++;
    if (read === maxLines) {
      result.malformed.push({ line: index + 1, reason: `Only ${maxLines} lines are read per import: this line and the ones after it were skipped`, userId: null });
      result.totalLines += rows.slice(index + 1).filter((r) => r.trim() !== '').length;
      break;
    }
    read++;
    const checked = checkLine(index + 1, row);
    if ('reason' in checked) result.malformed.push(checked);
    else result.lines.push(checked);
  }
  return result;
}
