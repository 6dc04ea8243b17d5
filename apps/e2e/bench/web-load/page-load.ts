import type { Browser, BrowserContextOptions, CDPSession } from 'playwright-core';
import { gzipSync } from 'node:zlib';

/** One request of a page load, timed from the document request's start (ms). */
export interface LoadedRequest {
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Preflight... */
  type: string;
  /** What started it: parser, script, preload, other. */
  initiator: string;
  status: number;
  contentEncoding: string;
  start: number;
  end: number;
  /** Bytes received for it, headers included (what went over the wire). */
  wireBytes: number;
  /** Its body as served, then gzipped at level 9 (JS and CSS only). */
  gzipBytes?: number;
  /** Its body as served, uncompressed (JS and CSS only). */
  bodyBytes?: number;
}

export interface PageLoad {
  path: string;
  /** When the page showed what `ready` waits for, ms from the document request's start. */
  readyAt: number;
  requests: LoadedRequest[];
}

export interface PageToLoad {
  path: string;
  /** Run in the page on every frame: `performance.now()` once the page shows what it is for, else false. */
  ready: () => number | false;
  storageState?: BrowserContextOptions['storageState'];
}

interface Pending extends Omit<LoadedRequest, 'end' | 'wireBytes'> {
  end?: number;
  wireBytes?: number;
  requestId: string;
}

const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 15_000;

function recordRequests(cdp: CDPSession) {
  const byId = new Map<string, Pending>();
  const order: Pending[] = [];
  let origin: number | undefined;
  let lastActivity = Date.now();
  const ms = (timestamp: number) => (timestamp - (origin ?? timestamp)) * 1000;

  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:') || event.redirectResponse) return;
    origin ??= event.timestamp;
    const request: Pending = {
      requestId: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      initiator: event.initiator.type,
      status: 0,
      contentEncoding: '',
      start: ms(event.timestamp),
    };
    byId.set(event.requestId, request);
    order.push(request);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    request.contentEncoding = headers['content-encoding'] ?? '';
  });
  const finish = (requestId: string, timestamp: number, wireBytes: number) => {
    const request = byId.get(requestId);
    if (!request) return;
    request.end = ms(timestamp);
    request.wireBytes = wireBytes;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp, 0));

  return {
    order,
    inFlight: () => order.filter((request) => request.end === undefined).length,
    quietFor: () => Date.now() - lastActivity,
  };
}

async function bodySizes(cdp: CDPSession, requestId: string): Promise<{ gzipBytes: number; bodyBytes: number } | undefined> {
  try {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    return { bodyBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  } catch {
    return undefined;
  }
}

/**
 * Loads `path` in a new browser context (an empty HTTP cache: a cold load), waits until `ready`
 * holds and the network has been quiet for half a second, and returns every request with its
 * timing and bytes. Times come from the DevTools protocol's clock; `readyAt` from the page's own
 * (performance.now(), whose zero is the navigation start, a few ms before the document request).
 */
export async function loadCold(browser: Browser, baseUrl: string, { path, ready, storageState }: PageToLoad): Promise<PageLoad> {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const recorder = recordRequests(cdp);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    const readyAt = (await (await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 30_000 })).jsonValue()) as number;
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    while (Date.now() < deadline && (recorder.inFlight() > 0 || recorder.quietFor() < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const requests: LoadedRequest[] = [];
    for (const request of recorder.order) {
      const { requestId, ...rest } = request;
      const sizes = request.type === 'Script' || request.type === 'Stylesheet' ? await bodySizes(cdp, requestId) : undefined;
      requests.push({ ...rest, end: rest.end ?? Number.NaN, wireBytes: rest.wireBytes ?? 0, ...sizes });
    }
    return { path, readyAt, requests };
  } finally {
    await context.close();
  }
}
