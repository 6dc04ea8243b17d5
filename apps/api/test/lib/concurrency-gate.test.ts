import { concurrencyGate } from '../../src/lib/concurrency-gate';

it('lets `limit` in at once, the rest in the order they came, each as a place is given back', async () => {
  const gate = concurrencyGate(2);
  const order: string[] = [];
  const first = await gate.enter();
  const second = await gate.enter();
  const later = ['c', 'd', 'e'].map((name) => gate.enter().then((leave) => (order.push(name), leave)));
  await Promise.resolve();
  expect([gate.inside, gate.waiting, order]).toEqual([2, 3, []]);

  first();
  first(); // Twice is once.
  const c = await later[0];
  expect([gate.inside, gate.waiting, order]).toEqual([2, 2, ['c']]);
  second();
  c();
  const [d, e] = await Promise.all(later.slice(1));
  expect(order).toEqual(['c', 'd', 'e']);
  d();
  e();
  expect([gate.inside, gate.waiting]).toEqual([0, 0]);
});

it('refuses a limit below one', () => {
  expect(() => concurrencyGate(0)).toThrow('A gate needs a limit of at least 1, got 0');
});
