import { api } from '@shopdesk/contracts';
import { auditRows, insertOrder } from '../../helpers/fixtures';
import { onPostgresOnly, whileLocked } from '../../helpers/postgres-only';
import { setupEmployee, setupTestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait';

const t = setupTestApp();
const agent = setupEmployee(t, { level: 'agent', name: 'Nadia Agent' });
const colleague = setupEmployee(t, { level: 'owner' });

const add = (id: string, body: unknown, who = agent) => t.call(who, api.orders.addOrderNote, { params: { id }, body: { body } });
const edit = (id: string, body: unknown, who = agent) => t.call(who, api.orders.editOrderNote, { params: { id }, body: { body } });

it('lets any employee write a note on an order: plain text, who and when, audited', async () => {
  const orderId = await insertOrder(t.db);
  const res = await add(orderId, '  Customer says the VPN drops every hour.\nAsked for their device.  ');
  expect(res.statusCode).toBe(201);
  const note = res.json().data;
  expect(note).toEqual({
    _id: expect.any(String),
    body: 'Customer says the VPN drops every hour.\nAsked for their device.',
    author: { _id: agent.id, name: 'Nadia Agent' },
    createdAt: expect.any(String),
    editedAt: null,
    editableUntil: new Date(Date.parse(note.createdAt) + 10 * 60_000).toISOString(),
  });
  expect((await auditRows(t.db, orderId)).map((a) => [a.action, a.after])).toEqual([['order.note_add', { note: note._id, body: note.body }]]);
});

it('takes up to 2,000 characters and answers a clear 400 for an empty or longer note', async () => {
  const orderId = await insertOrder(t.db);
  expect((await add(orderId, 'x'.repeat(2000))).statusCode).toBe(201);
  for (const body of ['', '   ', 'x'.repeat(2001), 42, null]) {
    const res = await add(orderId, body);
    expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    expect(res.json().message).toContain('body');
  }
  expect((await add('7d8f1c52-0000-4000-8000-000000000000', 'Lost')).json()).toMatchObject({ statusCode: 404, message: 'Order not found' });
});

it('lets its author edit a note for 10 minutes, nobody else, and keeps the earlier text in the audit log', async () => {
  const orderId = await insertOrder(t.db);
  const note = (await add(orderId, 'First words')).json().data;
  const other = await edit(note._id, 'Not mine', colleague);
  expect(other.json()).toMatchObject({ statusCode: 403, message: 'Only its author may edit a note' });

  t.clock.advance(9 * 60_000);
  const edited = await edit(note._id, 'Better words');
  expect(edited.statusCode).toBe(200);
  expect(edited.json().data).toMatchObject({ body: 'Better words', editedAt: expect.any(String), createdAt: note.createdAt });
  expect((await auditRows(t.db, orderId)).find((a) => a.action === 'order.note_edit')).toMatchObject({
    before: { note: note._id, body: 'First words' },
    after: { note: note._id, body: 'Better words' },
  });

  t.clock.advance(2 * 60_000);
  const late = await edit(note._id, 'Too late');
  expect(late.json()).toMatchObject({ statusCode: 409, message: 'A note can be edited for 10 minutes after it is written' });
  const { rows } = await t.db.query('SELECT body FROM order_notes WHERE id = $1', [note._id]);
  expect(rows).toEqual([{ body: 'Better words' }]);
  expect((await edit('7d8f1c52-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
  t.clock.advance(-11 * 60_000);
});

it('never deletes a note while its order exists', async () => {
  const orderId = await insertOrder(t.db);
  await add(orderId, 'Stays');
  await expect(t.db.query('DELETE FROM order_notes WHERE order_id = $1', [orderId])).rejects.toThrow('order_notes rows are never deleted');
  await t.db.query('DELETE FROM orders WHERE id = $1', [orderId]);
  expect((await t.db.query('SELECT 1 FROM order_notes WHERE order_id = $1', [orderId])).rows).toEqual([]);
});

onPostgresOnly('two edits of one note at once', () => {
  it('run in turn: both apply, each audited with the text it replaced', async () => {
    const orderId = await insertOrder(t.db);
    const note = (await add(orderId, 'Zero')).json().data;
    const answers = await whileLocked(
      t,
      (tx) => tx.query('SELECT 1 FROM order_notes WHERE id = $1 FOR UPDATE', [note._id]),
      async (waitingBehind) => {
        const racers = [edit(note._id, 'One'), edit(note._id, 'Two')];
        await waitUntil(async () => (await waitingBehind()) === 2, 'both edits to wait for the locked note');
        return racers;
      },
    );
    expect((await Promise.all(answers)).map((r) => r.statusCode)).toEqual([200, 200]);
    const edits = (await auditRows(t.db, orderId)).filter((a) => a.action === 'order.note_edit');
    // Which went first is read from the chain, not the rows' times (a transaction's now() is its start).
    const chain = edits.map((a) => [(a.before as { body: string }).body, (a.after as { body: string }).body]);
    const first = chain.find(([before]) => before === 'Zero') as string[];
    const second = chain.find((link) => link !== first) as string[];
    expect(second[0]).toBe(first[1]);
    expect(new Set([first[1], second[1]])).toEqual(new Set(['One', 'Two']));
  });
});
