import { productionRemotesJson } from '@shopdesk/sections';
import { parseRemoteOverrides, remoteOrigins } from '../../src/web/remote-urls';

describe('parseRemoteOverrides', () => {
  it('takes paths on this server and http(s) URLs, remote by remote', () => {
    const text = JSON.stringify({ orders: '/mfe/orders/2026-11-23/remoteEntry.js', users: 'https://cdn.example.com:8443/users/remoteEntry.js' });
    expect(parseRemoteOverrides(text, 'REMOTES_JSON')).toEqual({
      orders: '/mfe/orders/2026-11-23/remoteEntry.js',
      users: 'https://cdn.example.com:8443/users/remoteEntry.js',
    });
    expect(parseRemoteOverrides('{}', 'REMOTES_JSON')).toEqual({});
  });

  it.each([
    ['{', 'REMOTES_JSON is not valid JSON'],
    ['[]', 'REMOTES_JSON must be an object'],
    ['"x"', 'REMOTES_JSON must be an object'],
    ['{"order":"/mfe/orders/remoteEntry.js"}', 'REMOTES_JSON: unknown remote "order" (expected auth, orders, services, users)'],
    ['{"orders":3}', 'REMOTES_JSON: "orders" must be the URL of its remoteEntry.js'],
    ['{"orders":" "}', 'REMOTES_JSON: "orders" must be the URL of its remoteEntry.js'],
    ['{"orders":"mfe/orders/remoteEntry.js"}', 'REMOTES_JSON: "orders" must be a path on this server (/mfe/...) or an http(s) URL'],
    ['{"orders":"//cdn.example.com/remoteEntry.js"}', 'must be a path on this server (/mfe/...) or an http(s) URL'],
    ['{"orders":"javascript:alert(1)"}', 'must be a path on this server (/mfe/...) or an http(s) URL'],
    ['{"orders":"ftp://cdn.example.com/remoteEntry.js"}', 'must be a path on this server (/mfe/...) or an http(s) URL'],
    // A host the CSP header cannot carry would make every answer fail.
    ['{"orders":"https://a;b.example.com/remoteEntry.js"}', 'must be a path on this server (/mfe/...) or an http(s) URL'],
    ['{"orders":"https://a,b.example.com/remoteEntry.js"}', 'must be a path on this server (/mfe/...) or an http(s) URL'],
    ['{"orders":"https://cdn.example.com/orders/mf-manifest.json"}', 'REMOTES_JSON: "orders" points at a manifest'],
  ])('refuses %s', (text, message) => {
    expect(() => parseRemoteOverrides(text, 'REMOTES_JSON')).toThrow(message);
  });
});

describe('remoteOrigins', () => {
  it('lists each origin of the remotes served elsewhere once, and none for the local builds', () => {
    expect(remoteOrigins(productionRemotesJson())).toEqual([]);
    const remotes = {
      ...productionRemotesJson(),
      orders: 'https://cdn.example.com/orders/v2/remoteEntry.js',
      users: 'https://cdn.example.com/users/remoteEntry.js',
      services: 'http://[::1]:4445/remoteEntry.js',
    };
    expect(remoteOrigins(remotes)).toEqual(['https://cdn.example.com', 'http://[::1]:4445']);
  });
});
