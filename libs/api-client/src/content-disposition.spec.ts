import { fileNameOf } from './content-disposition';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="falcon-vpn-credentials.csv"', 'falcon-vpn-credentials.csv'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment; filename="say \\"hi\\".csv"', 'say "hi".csv'],
    [`attachment; filename="plain.csv"; filename*=UTF-8''caf%C3%A9.csv`, 'café.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\Users\\\\x.csv"', 'x.csv'],
  ])('reads %j as %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });

  it.each(['attachment', 'inline', 'attachment; filename=""', "attachment; filename*=UTF-8''%E0%A4%A"])('answers null for %j', (header) => {
    expect(fileNameOf(header)).toBeNull();
  });
});
