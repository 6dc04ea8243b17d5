import { api, type Level } from '@shopdesk/contracts';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

const ROUNDS = 20;

onPostgresOnly('the last owners changing levels at the same moment', () => {
  const t = setupTestApp();

  const changeLevel = (actor: TestEmployee, target: TestEmployee, level: Level) =>
    t.call(actor, api.employees.changeEmployeeLevel, { params: { id: target.id }, body: { level } });
  const activeOwners = async () =>
    (await t.db.query<{ id: string }>("SELECT id FROM employees WHERE level = 'owner' AND is_active")).rows.map((row) => row.id);

  /** The shop's only two owners, everyone else demoted. */
  async function lastTwoOwners(): Promise<[TestEmployee, TestEmployee]> {
    await t.db.query("UPDATE employees SET level = 'agent'");
    return [await t.createEmployee({ level: 'owner' }), await t.createEmployee({ level: 'owner' })];
  }

  it(`two owners demoting each other leave the one who went first, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await lastTwoOwners();
      const answers = await Promise.all([changeLevel(a, b, 'manager'), changeLevel(b, a, 'manager')]);

      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 403]);
      const winner = answers[0].statusCode === 200 ? a : b;
      expect(await activeOwners()).toEqual([winner.id]);
    }
  });

  it(`two owners each stepping down leave one owner, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await lastTwoOwners();
      const answers = await Promise.all([changeLevel(a, a, 'manager'), changeLevel(b, b, 'manager')]);

      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const stayed = answers[0].statusCode === 409 ? a : b;
      expect(await activeOwners()).toEqual([stayed.id]);
    }
  });

  it(`an owner archiving the other while that one demotes the first leaves one owner, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await lastTwoOwners();
      const answers = await Promise.all([
        t.call(a, api.employees.archiveEmployee, { params: { id: b.id }, body: { isActive: false } }),
        changeLevel(b, a, 'agent'),
      ]);

      expect(answers.map((res) => res.statusCode).sort()).toEqual(answers[0].statusCode === 200 ? [200, 401] : [200, 403]);
      expect(await activeOwners()).toHaveLength(1);
    }
  });
});
