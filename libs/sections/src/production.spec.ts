import { productionEntryUrl, productionFolder, productionRemotesJson } from './production';
import { SECTIONS } from './sections';

describe('production paths', () => {
  it("serve each remote's build under /mfe/<key>/", () => {
    expect(productionFolder(SECTIONS.orders)).toBe('/mfe/orders/');
    expect(productionEntryUrl(SECTIONS.users)).toBe('/mfe/users/remoteEntry.js');
  });

  it('make the default /remotes.json: every section at its production entry', () => {
    expect(productionRemotesJson()).toEqual({
      auth: '/mfe/auth/remoteEntry.js',
      orders: '/mfe/orders/remoteEntry.js',
      services: '/mfe/services/remoteEntry.js',
      users: '/mfe/users/remoteEntry.js',
    });
  });
});
