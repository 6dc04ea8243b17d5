import { api } from '@shopdesk/contracts';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

const ROUNDS = 20;

onPostgresOnly('two employees archiving each other at the same moment', () => {
  const t = setupTestApp();

  const archive = (actor: TestEmployee, target: TestEmployee) =>
    t.call(actor, api.employees.archiveEmployee, { params: { id: target.id }, body: { isActive: false } });
  const activeCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees WHERE is_active')).rows[0].n;
  const isActive = async (e: TestEmployee) =>
    (await t.db.query<{ is_active: boolean }>('SELECT is_active FROM employees WHERE id = $1', [e.id])).rows[0].is_active;

  /** Both archive each other at once: one wins, the other was archived before its change and is refused. */
  async function mutualArchive(): Promise<void> {
    const [a, b] = [await t.createEmployee(), await t.createEmployee()];
    const answers = await Promise.all([archive(a, b), archive(b, a)]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const refused = answers.find((r) => r.statusCode === 401);
    expect(refused?.json().message).toMatch(/^(Your account was archived: this change was not made|Session expired or revoked)$/);
    const winner = answers[0].statusCode === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect([await isActive(winner), await isActive(loser)]).toEqual([true, false]);
    // The loser's change never happened, so no audit row names the loser as its actor.
    const { rows } = await t.db.query('SELECT 1 FROM audit_log WHERE actor_id = $1', [loser.id]);
    expect(rows).toHaveLength(0);
  }

  it(`leaves exactly one of them active, ${ROUNDS} rounds, never a 5xx`, async () => {
    await t.createEmployee({ name: 'Bystander' });
    for (let round = 0; round < ROUNDS; round++) await mutualArchive();
  });

  it(`keeps one active employee when they are the last two, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await t.db.query('UPDATE employees SET is_active = false');
      await mutualArchive();
      expect(await activeCount()).toBe(1);
    }
  });
});
