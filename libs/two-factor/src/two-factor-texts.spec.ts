import { codeDigits, groupKey, recoveryCodesFile } from './two-factor-texts';

describe('groupKey', () => {
  it('writes the key in groups of four, as people type it', () => {
    expect(groupKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  });

  it('ignores the spaces of a key already grouped, and leaves a short last group', () => {
    expect(groupKey(' JBSW Y3DP EH ')).toBe('JBSW Y3DP EH');
    expect(groupKey('')).toBe('');
  });
});

it('takes a code as the app shows it (123 456) or as typed with stray spaces', () => {
  expect(codeDigits(' 123 456 ')).toBe('123456');
});

it('saves the recovery codes one a line under what they are for, with CRLF line ends', () => {
  expect(recoveryCodesFile(['AAAAA-BBBBB', 'CCCCC-DDDDD'])).toBe(
    'Shopdesk recovery codes\r\nEach code signs you in once if you lose your phone.\r\n\r\nAAAAA-BBBBB\r\nCCCCC-DDDDD\r\n',
  );
});
