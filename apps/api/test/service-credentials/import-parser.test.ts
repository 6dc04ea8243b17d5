import { CREDENTIAL_LIMITS } from '@shopdesk/contracts';
import { parseImport, splitFields } from '../../src/routes/service-credentials/import-parser';

describe('splitFields', () => {
  it.each([
    ['user,pass', ['user', 'pass']],
    ['user:pass', ['user', 'pass']],
    ['  user  ,  pass  ', ['user', 'pass']],
    ['pass-alone', ['pass-alone']],
    ['user,pa:ss', ['user', 'pa:ss']],
    ['user:pa,ss', ['user', 'pa,ss']],
    ['"a,b":"c""d"', ['a,b', 'c"d']],
    ['"user" , "p:w"', ['user', 'p:w']],
    [',pass', ['', 'pass']],
    ['a,b,c', ['a', 'b', 'c']],
  ])('reads %j as %j', (text, fields) => {
    expect(splitFields(text)).toEqual({ fields });
  });

  it.each([
    ['"open,pass', 'A quote is not closed'],
    ['"user"x,pass', 'Unexpected text after a closing quote'],
  ])('refuses %j: %s', (text, error) => {
    expect(splitFields(text)).toEqual({ error });
  });
});

describe('parseImport', () => {
  it('reads every form, skips blank lines and keeps line numbers', () => {
    const text = 'alice,one\n\nbob:two\r\n   \nthree\r"c,d",=cmd\n,four';
    expect(parseImport(text)).toEqual({
      header: false,
      totalLines: 5,
      lines: [
        { line: 1, userId: 'alice', password: 'one' },
        { line: 3, userId: 'bob', password: 'two' },
        { line: 5, userId: null, password: 'three' },
        { line: 6, userId: 'c,d', password: '=cmd' },
        { line: 7, userId: null, password: 'four' },
      ],
      malformed: [],
    });
  });

  it.each(['userId,password', 'user,password', 'Username:Password', 'login;password', ' EMAIL , pass ', '"userid","password"'])(
    'skips the header %j',
    (header) => {
      const parsed = parseImport(`${header}\nalice,one`);
      expect(parsed).toMatchObject({ header: true, totalLines: 1, lines: [{ line: 2, userId: 'alice', password: 'one' }] });
    },
  );

  it('reads a header-like line after the first one as a credential', () => {
    expect(parseImport('alice,one\nuser,password').lines).toHaveLength(2);
  });

  it('reports malformed lines with their number, a reason and what stands where the user id would (never the password)', () => {
    const long = (n: number) => 'x'.repeat(n);
    const text = [
      'alice,',
      'a,b,c',
      `${long(CREDENTIAL_LIMITS.userIdMaxLength + 1)},pw`,
      `bob,${long(CREDENTIAL_LIMITS.passwordMaxLength + 1)}`,
      '"open',
      `${long(CREDENTIAL_LIMITS.userIdMaxLength)},${long(CREDENTIAL_LIMITS.passwordMaxLength)}`,
      'invoice\u202Egpj.exe,pw',
      'José 😀 زهرا,pw',
    ].join('\n');
    const parsed = parseImport(text);
    expect(parsed.malformed).toEqual([
      { line: 1, reason: 'The password is empty', userId: 'alice' },
      { line: 2, reason: 'More than two fields (3): expected userId,password', userId: 'a' },
      // A long one is cut to what finds the line.
      { line: 3, reason: `The user ID is longer than ${CREDENTIAL_LIMITS.userIdMaxLength} characters`, userId: `${long(64)}…` },
      { line: 4, reason: `The password is longer than ${CREDENTIAL_LIMITS.passwordMaxLength} characters`, userId: 'bob' },
      { line: 5, reason: 'A quote is not closed', userId: null },
      // One that hides what it is (a bidi control) is not shown at all.
      { line: 7, reason: 'The user ID must be a single line of text without control characters', userId: null },
    ]);
    expect(JSON.stringify(parsed.malformed)).not.toContain(long(CREDENTIAL_LIMITS.passwordMaxLength + 1));
    expect(parsed.lines.map((l) => l.line)).toEqual([6, 8]);
    expect(parsed.totalLines).toBe(8);
  });

  it('reads at most maxLines lines and says so once', () => {
    const parsed = parseImport('a\nb\n\nc\nd\ne', 2);
    expect(parsed.lines.map((l) => l.password)).toEqual(['a', 'b']);
    expect(parsed.malformed).toEqual([{ line: 4, reason: 'Only 2 lines are read per import: this line and the ones after it were skipped', userId: null }]);
    expect(parsed.totalLines).toBe(5);
  });
});
