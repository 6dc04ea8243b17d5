import { csvCell, csvRow, toCsv } from '../../src/lib/csv';

describe('csvCell', () => {
  it('writes plain text as is, and nothing for no value', () => {
    expect(csvCell('ali@falcon.example')).toBe('ali@falcon.example');
    expect(csvCell('2026-11-23T04:00:00.000Z')).toBe('2026-11-23T04:00:00.000Z');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each([
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
  ])('makes %j text that no spreadsheet runs: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves a formula character that is not the first one alone', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['"', '""""'],
  ])('quotes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

it('ends each row with CRLF', () => {
  expect(csvRow(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
});

it('writes the header, then the rows', () => {
  expect(toCsv(['User ID', 'Status'], [['=cmd', 'Used'], ['x', 'Bad']])).toBe("User ID,Status\r\n'=cmd,Used\r\nx,Bad\r\n");
  expect(toCsv(['Only'], [])).toBe('Only\r\n');
});
