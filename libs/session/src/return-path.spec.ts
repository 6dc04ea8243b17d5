import { returnPathFrom, returnState } from './return-path';

describe('returnState', () => {
  it('keeps the path, the query and the hash', () => {
    expect(returnState({ pathname: '/main/orders/orderByStatus', search: '?status=completed&page=2', hash: '#top' })).toEqual({
      from: '/main/orders/orderByStatus?status=completed&page=2#top',
    });
  });
});

describe('returnPathFrom', () => {
  it.each(['/main/orders/orderByStatus?status=completed&page=2', '/main', '/main/Users', '/main/services/serviceCredentials/42#x'])(
    'returns to %s',
    (from) => expect(returnPathFrom({ from })).toBe(from),
  );

  it.each([
    'https://evil.example/main',
    '//evil.example/main',
    '/\\evil.example/main',
    '\\\\evil.example/main',
    '/\t/evil.example/main',
    'javascript:alert(1)',
    '/auth/login',
    '/mainframe',
    '/main/../auth/login',
    'main/orders',
    '',
  ])('refuses %j', (from) => expect(returnPathFrom({ from })).toBeNull());

  it.each([undefined, null, 'text', { from: 42 }, {}])('has nothing to return to in %j', (state) => {
    expect(returnPathFrom(state)).toBeNull();
  });
});
