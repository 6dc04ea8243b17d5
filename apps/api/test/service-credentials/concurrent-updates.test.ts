import { api } from '@shopdesk/contracts';
import { auditRows, insertService } from '../helpers/fixtures';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const UPDATES = 10;

onPostgresOnly('concurrent updates of one credential', () => {
  const t = setupTestApp();
  const me = setupEmployee(t);
  let services: string[];
  beforeAll(async () => {
    services = [await insertService(t.db, { name: 'Race VPN' }), await insertService(t.db, { name: 'Race Card', type: 'dollar-card' })];
  });

  it(`answers all ${UPDATES} with 200 and keeps one of them whole`, async () => {
    const created = await t.call(me, api.serviceCredentials.createServiceCredential, { body: { service: services[0], password: 'first' } });
    const id = created.json().data._id as string;
    // Moving between services is what made a waiting update lose the row it was waiting for.
    const bodies = Array.from({ length: UPDATES }, (_, i) => ({ service: services[i % 2], userId: `user-${i}`, password: `password-${i}` }));

    const update = (body: unknown) => t.call(me, api.serviceCredentials.updateServiceCredential, { params: { id }, body });
    const answers = await Promise.all(bodies.map(update));

    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 200));
    const final = (await t.call(me, api.serviceCredentials.getSingleServiceCredential, { params: { id } })).json().data;
    const i = Number(final.userId.slice('user-'.length));
    expect({ service: final.service, password: final.password }).toEqual({ service: bodies[i].service, password: bodies[i].password });
    const updates = (await auditRows(t.db, id)).filter((a) => a.action === 'credential.update');
    expect(updates).toHaveLength(UPDATES);
  });
});
