import { api } from '@shopdesk/contracts';
import { insertService } from '../helpers/fixtures';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

onPostgresOnly('imports of one service at the same moment', () => {
  const t = setupTestApp();
  const me = setupEmployee(t);

  it('adds each line once however many imports of it run together', async () => {
    const service = await insertService(t.db);
    const text = Array.from({ length: 500 }, (_, n) => `racer-${n},pw-${n}`).join('\n');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.call(me, api.serviceCredentials.importServiceCredentials, { body: { service, text } })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((r) => r.json().data.imported).sort((a, b) => b - a)).toEqual([500, 0, 0, 0]);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM service_credentials WHERE service_id = $1', [service]);
    expect(rows[0]).toEqual({ n: 500 });
  });
});
