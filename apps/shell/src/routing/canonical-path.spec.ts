import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it.each([
    ['/main/Dashboard', '/main/dashboard'],
    ['/main/Orders', '/main/orders/dashboard'],
    ['/main/Users', '/main/users/dashboard'],
    ['/main/Services', '/main/services/dashboard'],
    ['/main/orders', '/main/orders/dashboard'],
    ['/main/orders/', '/main/orders/dashboard'],
    ['/MAIN/ORDERS/orderByStatus', '/main/orders/orderByStatus'],
    ['/main/Services/serviceCredentials/42', '/main/services/serviceCredentials/42'],
    ['/Main', '/main/dashboard'],
    ['/main/', '/main/dashboard'],
    ['/AUTH/login', '/auth/login'],
  ])('%s settles on %s', (path, canonical) => expect(canonicalPath(path)).toBe(canonical));

  it.each(['/main', '/main/dashboard', '/main/orders/orderByStatus', '/auth/forgotPassword', '/auth', '/main/ordersx', '/nowhere', '/'])(
    '%s is already canonical: the rest of a path belongs to its section',
    (path) => expect(canonicalPath(path)).toBeNull(),
  );
});
