import { slugify } from './slug';

describe('slugify', () => {
  it('lower-cases the name and puts one hyphen for each run of spaces', () => {
    expect(slugify('Falcon VPN Pro')).toBe('falcon-vpn-pro');
    expect(slugify('  Gold  Card ')).toBe('gold-card');
  });

  it('folds accents and drops other signs', () => {
    expect(slugify('Café VPN Pro!')).toBe('cafe-vpn-pro');
    expect(slugify('Ünïcode & Co.')).toBe('unicode-co');
  });

  it('keeps digits and hyphens, without doubled or leading and trailing hyphens', () => {
    expect(slugify('-VPN -- 24/7-')).toBe('vpn-247');
  });

  it('is empty for a name without a letter or a digit', () => {
    expect(slugify(' !?! ')).toBe('');
  });
});
