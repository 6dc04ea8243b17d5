import { csvCell, csvRow, toCsv } from '../../src/lib/csv';

describe('csvCell', () => {
  it('writes plain text as is, and nothing for no value', () => {
    expect(csvCell('ali@falcon.example')).toBe('ali@falcon.example');
    expect(csvCell('2026-11-23T04:00:00.000Z')).toBe('2026-11-23T04:00:00.000Z');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  // OWASP "CSV Injection" payloads, at the start and after a separator of some locale or a line break.
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1+1', `"'+1+1"`],
    ['-1+1', `"'-1+1"`],
    ['@SUM(1+1)', `"'@SUM(1+1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['|calc', `"'|calc"`],
    ['=HYPERLINK("http://evil","click")', `"'=HYPERLINK(""http://evil"",""click"")"`],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['x;=1+1', `"'x;=1+1"`],
    ['x,=1+1', `"'x,=1+1"`],
    ['x\t+1', `"'x\t+1"`],
    ['x|-1', `"'x|-1"`],
    ['x||calc', `"'x||calc"`],
    ['x;@SUM(1+1)', `"'x;@SUM(1+1)"`],
    ['x,\r=1', `"'x,\r=1"`],
    ['x\n-1', `"'x\n-1"`],
    ['=DDE("cmd";"/C calc";"!A0")A0', `"'=DDE(""cmd"";""/C calc"";""!A0"")A0"`],
    ['DDE ("cmd";+"/C calc")', `"'DDE (""cmd"";+""/C calc"")"`],
  ])('makes %j inert: a leading quote, and in double quotes', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves formula characters that neither start the cell nor follow a separator alone', () => {
    expect(csvCell('Anna')).toBe('Anna');
    expect(csvCell('a-b')).toBe('a-b');
    expect(csvCell('user@mail.com')).toBe('user@mail.com');
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell('2026-11-23')).toBe('2026-11-23');
    // Without its `=` the DDE payload starts with a letter: nothing runs it, and quoted it stays one cell.
    expect(csvCell('DDE ("cmd";"/C calc";"!A0")A0')).toBe('"DDE (""cmd"";""/C calc"";""!A0"")A0"');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['a|b', '"a|b"'],
    ['x; =1+1', '"x; =1+1"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['"', '""""'],
  ])('quotes %j (a separator of some locale, a quote or a line break) as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

it('ends each row with CRLF', () => {
  expect(csvRow(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
});

it('writes the header, then the rows', () => {
  expect(toCsv(['User ID', 'Status'], [['=cmd', 'Used'], ['x', 'Bad']])).toBe(`User ID,Status\r\n"'=cmd",Used\r\nx,Bad\r\n`);
  expect(toCsv(['Only'], [])).toBe('Only\r\n');
});
