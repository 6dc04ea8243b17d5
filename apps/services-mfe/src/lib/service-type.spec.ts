import {
  parseServiceType,
  SERVICE_TYPE_TITLES,
  setupGuideTitle,
  toApiType,
  toUrlType,
  URL_SERVICE_TYPES,
} from './service-type';

describe('parseServiceType', () => {
  it.each(['vpn', 'dollarCard'] as const)('accepts %s', (type) => {
    expect(parseServiceType(type)).toBe(type);
  });

  it.each([null, '', 'VPN', 'dollar-card', 'dollarcard', 'giftCard'])('refuses %p', (raw) => {
    expect(parseServiceType(raw)).toBeNull();
  });
});

describe('the URL type and the API type', () => {
  it('maps dollarCard to dollar-card and keeps vpn', () => {
    expect(toApiType('dollarCard')).toBe('dollar-card');
    expect(toApiType('vpn')).toBe('vpn');
  });

  it('maps back', () => {
    expect(toUrlType('dollar-card')).toBe('dollarCard');
    expect(toUrlType('vpn')).toBe('vpn');
    for (const type of URL_SERVICE_TYPES) expect(toUrlType(toApiType(type))).toBe(type);
  });
});

describe('titles', () => {
  it('names each type', () => {
    expect(SERVICE_TYPE_TITLES).toEqual({ vpn: 'VPN', dollarCard: 'Dollar Card' });
  });

  it('names the setup guides of each type', () => {
    expect(setupGuideTitle('vpn')).toBe('VPN Setup Guide');
    expect(setupGuideTitle('dollarCard')).toBe('Dollar Card Setup Guide');
  });
});
