import { loadHttp } from './http';

const axiosFetched = jest.fn();
let offline = false;
jest.mock('axios', () => {
  axiosFetched();
  if (offline) throw new Error('Loading chunk on-demand-axios failed');
  return jest.requireActual('axios');
});

describe('loadHttp', () => {
  it('fetches axios with the first call, not with api-client, and tries again after a failed fetch', async () => {
    expect(axiosFetched).not.toHaveBeenCalled();
    offline = true;
    await expect(loadHttp()).rejects.toThrow('Loading chunk on-demand-axios failed');
    offline = false;
    const http = await loadHttp();
    expect(typeof http.request).toBe('function');
    expect(axiosFetched).toHaveBeenCalledTimes(2);
    await expect(loadHttp()).resolves.toBe(http);
    expect(axiosFetched).toHaveBeenCalledTimes(2);
  });
});
