import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

// The lists' index-only scans need the orders' pages marked visible: autovacuum comes after a
// hundredth of the table has changed, not PostgreSQL's fifth (migration 026).
it('vacuums the orders after a hundredth of them changed, inserts included', async () => {
  const { rows } = await t.db.query<{ reloptions: string[] }>(
    "SELECT reloptions FROM pg_class WHERE oid = 'orders'::regclass",
  );
  expect(rows[0].reloptions.sort()).toEqual([
    'autovacuum_analyze_scale_factor=0.02',
    'autovacuum_vacuum_insert_scale_factor=0.01',
    'autovacuum_vacuum_scale_factor=0.01',
  ]);
});
