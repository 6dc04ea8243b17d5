// Starts an SMTP mailbox (messages appended to $E2E_RUN_DIR/mail.jsonl) and the built product
// pointed at it, on a fresh data folder. Playwright's webServer runs this.
import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { makeStorefrontKey } from '../../../tools/scripts/make-storefront-key.mjs';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');
const runDir = process.env.E2E_RUN_DIR;
const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../../..');

const mailbox = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const to = session.envelope.rcptTo.map((r) => r.address);
      appendFileSync(join(runDir, 'mail.jsonl'), JSON.stringify({ to, raw, at: Date.now() }) + '\n');
      done();
    });
  },
});

// For the tests that post orders as the storefront does (the live queue).
writeFileSync(join(runDir, 'storefront-key'), makeStorefrontKey(join(runDir, 'data'), 'e2e'));

mailbox.listen(0, '127.0.0.1', () => {
  const { port } = mailbox.server.address();
  const api = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: join(runDir, 'data'),
      WEB_DIST_DIR: join(root, 'dist/apps'),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: `http://localhost:${process.env.PORT}`,
      LOG_LEVEL: 'warn',
      // Every page of the suite comes from one address, and the link checks of register and reset
      // pages are limited per address (20 a minute): where such pages clustered, the check got a
      // 429, the page offered Retry instead of its form, and the test waited out its minute (then
      // passed on its retry, the window gone). The limit itself is proven by the API suite.
      RATE_LIMIT_PUBLIC_TOKEN: '10000',
      // Every test is the same admin, in pages running side by side and signing in again and again:
      // the per-employee caps would end the stored session or pause the live queue of a page under
      // test. Both caps are proven by the API suite.
      SESSIONS_PER_EMPLOYEE: '1000',
      LIVE_STREAMS_PER_EMPLOYEE: '100',
    },
  });
  const stop = () => {
    api.kill('SIGTERM');
    mailbox.close();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  api.on('exit', (code) => process.exit(code ?? 0));
});
