import { isUsedText, reportedBadText } from './is-used';

describe('how a credential is said to be', () => {
  it('used or available', () => {
    expect(isUsedText(true)).toBe('Used');
    expect(isUsedText(false)).toBe('Available');
  });

  it('reported bad, with the reason when there is one', () => {
    expect(reportedBadText('Password rejected by the VPN')).toBe('Reported bad: Password rejected by the VPN');
    expect(reportedBadText()).toBe('Reported bad');
    expect(reportedBadText('')).toBe('Reported bad');
  });
});
