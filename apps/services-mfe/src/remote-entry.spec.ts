import Routes from './app/routes';
import * as remoteEntry from './remote-entry';

describe('remote entry (./Routes)', () => {
  it('exposes the section route tree as its default export, and nothing else', () => {
    expect(Object.keys(remoteEntry)).toEqual(['default']);
    expect(remoteEntry.default).toBe(Routes);
  });
});
