import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../../src/storage/s3-file-storage';

const S3RVER = join(__dirname, '../../../../node_modules/s3rver/bin/s3rver.js');

/** s3rver's one account: the SDK finds it in the environment, as it finds an operator's. */
export const S3RVER_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  // The SDK's notice that its 2027 releases need Node 22, once per process: not this suite's news.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
} as const;

export interface S3TestServer {
  /** Settings for the bucket `shopdesk-test`, under `prefix`. */
  settings(prefix?: string): S3Settings;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) as a process of its own, on a folder of its own, with the
 * bucket `shopdesk-test`; the AWS credential variables are set for it while it runs. A process,
 * not a library call: its continuation tokens use DES, which Node 17+ enables only with OpenSSL's
 * legacy provider, and that flag belongs to the test server, not to the API's tests.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'shopdesk-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', S3RVER, '--directory', directory, '--address', '127.0.0.1', '--port', '0', '--configure-bucket', 'shopdesk-test'],
    { env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = output.match(/S3rver listening on 127\.0\.0\.1:(\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
  });
  // It logs every request; only the start line was wanted.
  child.stdout.removeAllListeners('data').resume();
  child.stderr.removeAllListeners('data').resume();
  const saved = Object.fromEntries(Object.keys(S3RVER_CREDENTIALS).map((name) => [name, process.env[name]]));
  Object.assign(process.env, S3RVER_CREDENTIALS);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (prefix = 'uploads/') => ({ bucket: 'shopdesk-test', region: 'us-east-1', endpoint, forcePathStyle: true, prefix }),
    async close() {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
