import { productionRemotesJson } from '@shopdesk/sections';
import { fetchRemotesJson, parseRemotesJson, RemotesJsonError } from './remotes-json';

describe('parseRemotesJson', () => {
  it('keeps the URL of each known remote', () => {
    const body = { auth: '/mfe/auth/remoteEntry.js', orders: 'https://cdn.example.com/orders/remoteEntry.js' };
    expect(parseRemotesJson(body)).toEqual(body);
  });

  it("accepts every section of the registry, as the API's default lists them", () => {
    expect(parseRemotesJson(productionRemotesJson())).toEqual(productionRemotesJson());
  });

  it.each([null, [], 'text', 3])('refuses a body that is not an object: %p', (body) => {
    expect(() => parseRemotesJson(body)).toThrow(RemotesJsonError);
  });

  it('names an unknown remote (a typo would otherwise leave a section without a URL)', () => {
    expect(() => parseRemotesJson({ order: '/mfe/orders/remoteEntry.js' })).toThrow('unknown remote "order"');
  });

  it.each([1, '', '  ', null])('refuses a URL that is not a non-empty string: %p', (url) => {
    expect(() => parseRemotesJson({ users: url })).toThrow('"users" must be the URL of its remoteEntry.js');
  });

  it('refuses a manifest URL, which this shell cannot load', () => {
    expect(() => parseRemotesJson({ users: '/mfe/users/mf-manifest.json?v=2' })).toThrow('points at a manifest');
  });
});

describe('fetchRemotesJson', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (response: Partial<Response>) => {
    const fetchMock = jest.fn().mockResolvedValue(response);
    globalThis.fetch = fetchMock;
    return fetchMock;
  };

  it('fetches /remotes.json past the HTTP cache and checks it', async () => {
    const fetchMock = answer({ ok: true, status: 200, json: async () => ({ orders: '/mfe/orders/remoteEntry.js' }) });
    await expect(fetchRemotesJson()).resolves.toEqual({ orders: '/mfe/orders/remoteEntry.js' });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('reports the status of a failed answer', async () => {
    answer({ ok: false, status: 503 });
    await expect(fetchRemotesJson()).rejects.toThrow('GET /remotes.json answered 503');
  });

  it('reports a body that is not JSON', async () => {
    answer({ ok: true, status: 200, json: async () => JSON.parse('<html>') });
    await expect(fetchRemotesJson()).rejects.toThrow('/remotes.json is not valid JSON');
  });
});
