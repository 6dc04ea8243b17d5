import { codeDigits, groupKey, recoveryCodesFile, requirementText } from './two-factor-texts';

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

it("says by when the shop's policy asks for a second factor, or that the time has come", () => {
  expect(requirementText({ dueAt: '2026-12-12T10:00:00.000Z', required: false })).toBe('Your shop requires two-factor sign-in for your account from 12 December 2026.');
  expect(requirementText({ dueAt: '2026-11-12T10:00:00.000Z', required: true })).toBe('Your shop requires two-factor sign-in for your account. Set it up to go on.');
});
