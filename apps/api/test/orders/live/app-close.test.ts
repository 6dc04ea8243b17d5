import { buildTestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait';
import { baseUrlOf, openOrderStream } from './live-helpers';

it('app.close() ends the open streams at once instead of waiting for their clients, telling them to come back soon', async () => {
  const t = await buildTestApp();
  try {
    const employee = await t.createEmployee();
    const url = await baseUrlOf(t.app);
    const streams = [await openOrderStream(url, employee.token), await openOrderStream(url, (await t.createEmployee()).token)];
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    for (const stream of streams) {
      await stream.ended();
      // The open's own delay first, then the close's: a client reconnects to another instance within a quarter second.
      expect(stream.text()).toMatch(/^retry: 2000\n[\s\S]*retry: 250\n\n$/);
    }
  } finally {
    await t.close();
  }
});

it('app.close() is not held by the connection of a client that went away', async () => {
  const t = await buildTestApp();
  try {
    const url = await baseUrlOf(t.app);
    const gone = await openOrderStream(url, (await t.createEmployee()).token);
    gone.close();
    await waitUntil(() => t.app.orderEvents.openStreams === 0, 'the server to see the client go');
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
  } finally {
    await t.close();
  }
});
