import { request } from 'node:http';

export interface PausedUpload {
  /** Resolves once the first bytes are written; the rest waits for `finish()`. */
  started: Promise<void>;
  finish(): void;
  /** The status answered, or 0 when the connection was lost first. */
  outcome: Promise<number>;
}

/**
 * A multipart POST sent in two halves: the first `firstBytes` of the body, then the rest when the
 * test says so. The Content-Length announces the whole body, so the server waits for the rest
 * mid-body: the moment a client on a slow link spends most of its upload in.
 */
export function pausedUpload(url: string, token: string, form: { payload: Buffer; headers: Record<string, string> }, firstBytes: number): PausedUpload {
  let finish: () => void = () => undefined;
  const req = request(url, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}`, 'content-length': String(form.payload.length) },
  });
  const outcome = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
  const started = new Promise<void>((resolve) => req.write(form.payload.subarray(0, firstBytes), () => resolve()));
  finish = () => req.end(form.payload.subarray(firstBytes));
  return { started, finish: () => finish(), outcome };
}
