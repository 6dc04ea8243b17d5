import { checkSharedLibs, mismatches, RemoteNeedsNewerShellError, serves } from './shared-lib-check';

describe('serves: the caret range of the version a remote was built against', () => {
  it.each([
    ['0.1.0', '0.1.0', true],
    ['0.1.3', '0.1.2', true],
    ['0.1.1', '0.1.2', false],
    ['0.2.0', '0.1.0', false],
    ['0.1.0', '0.2.0', false],
    ['1.4.0', '1.2.9', true],
    ['1.2.0', '1.3.0', false],
    ['2.0.0', '1.9.0', false],
    ['1.0.0', '1.0.0-beta', false],
    ['next', '0.1.0', false],
  ])('shell %s, remote built against %s: %s', (have, needs, expected) => {
    expect(serves(have, needs)).toBe(expected);
  });
});

describe('mismatches', () => {
  it('lists the libs the shell does not serve, and one it lacks', () => {
    const shell = { '@shopdesk/ui-kit': '0.1.0', '@shopdesk/session': '0.1.0' };
    expect(mismatches(shell, { '@shopdesk/ui-kit': '0.2.0', '@shopdesk/session': '0.1.0', '@shopdesk/charts': '0.1.0' })).toEqual([
      { lib: '@shopdesk/ui-kit', needs: '0.2.0', shellHas: '0.1.0' },
      { lib: '@shopdesk/charts', needs: '0.1.0', shellHas: null },
    ]);
    expect(mismatches(shell, { '@shopdesk/ui-kit': '0.1.0' })).toEqual([]);
  });
});

describe('checkSharedLibs', () => {
  const shell = { '@shopdesk/ui-kit': '0.1.0' };
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it('reads shared-libs.json beside the remote entry, wherever the remote lives', async () => {
    const fetchJson = jest.fn().mockResolvedValue({ libs: { '@shopdesk/ui-kit': '0.1.0' } });
    await checkSharedLibs('https://cdn.example.com/orders/v7/remoteEntry.js?retry=1', shell, fetchJson);
    await checkSharedLibs('/mfe/orders/remoteEntry.js', shell, fetchJson);
    expect(fetchJson.mock.calls).toEqual([['https://cdn.example.com/orders/v7/shared-libs.json'], [`${window.location.origin}/mfe/orders/shared-libs.json`]]);
  });

  it('refuses a remote built against a newer lib, naming it', async () => {
    const fetchJson = jest.fn().mockResolvedValue({ libs: { '@shopdesk/ui-kit': '0.2.0' } });
    const refused = checkSharedLibs('/mfe/orders/remoteEntry.js', shell, fetchJson);
    await expect(refused).rejects.toThrow(RemoteNeedsNewerShellError);
    await expect(refused).rejects.toThrow('it was built against @shopdesk/ui-kit 0.2.0; this shell serves @shopdesk/ui-kit 0.1.0');
  });

  it('loads a remote whose file it cannot read (built before the file existed), with a warning', async () => {
    for (const fetchJson of [jest.fn().mockResolvedValue(null), jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))]) {
      await expect(checkSharedLibs('/mfe/orders/remoteEntry.js', shell, fetchJson)).resolves.toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
