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

  // /remotes.json is public and the remotes are logged: a password in a remote's URL would be published.
  it.each([
    ['a user and password', 'https://deploy:s3cret@cdn.example.com/orders/remoteEntry.js', 'https://…@cdn.example.com/orders/remoteEntry.js'],
    ['a user name alone', 'https://s3cret@cdn.example.com/orders/remoteEntry.js', 'https://…@cdn.example.com/orders/remoteEntry.js'],
    ['a user and password without the slashes', 'https:deploy:s3cret@cdn.example.com/orders/remoteEntry.js', 'https:…@cdn.example.com/orders/remoteEntry.js'],
    ['a password holding an @', 'http://deploy:s3cret@x@localhost:4445/remoteEntry.js', 'http://…@localhost:4445/remoteEntry.js'],
  ])("refuses %s in a remote's URL, naming the remote, never the secret", (_, url, shown) => {
    const refusal = () => parseRemoteOverrides(JSON.stringify({ orders: url }), 'REMOTES_JSON');
    expect(refusal).toThrow(`REMOTES_JSON: "orders" must not carry a user name or password (${shown}): /remotes.json is public`);
    expect(refusal).not.toThrow(/s3cret/);
  });

  it('never repeats a secret in the refusal of a URL that is bad anyway', () => {
    for (const url of ['https://deploy:s3cret@cdn example.com/remoteEntry.js', 'https://deploy:s3cret@a;b.example.com/remoteEntry.js']) {
      const refusal = () => parseRemoteOverrides(JSON.stringify({ orders: url }), 'REMOTES_JSON');
      expect(refusal).toThrow('REMOTES_JSON: "orders"');
      expect(refusal).not.toThrow(/s3cret/);
    }
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
