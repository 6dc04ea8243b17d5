// The build config (tools/rspack, not a project) names the containers; both sides must agree.
import { REMOTES } from '../../../../tools/rspack/web-apps';
import { federationName, REMOTE_KEYS } from './sections';

describe('sections', () => {
  it('load each remote under the container name its build gives it', () => {
    for (const key of REMOTE_KEYS) expect(federationName(key)).toBe(REMOTES[key].federationName);
    expect([...REMOTE_KEYS].sort()).toEqual(Object.keys(REMOTES).sort());
  });
});
