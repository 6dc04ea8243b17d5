/** Set by the global setup on PostgreSQL: the schemas of one run start with `test_<run>_`. */
export const TEST_RUN_ENV = 'SHOPDESK_TEST_RUN';

/** This jest worker's schema on PostgreSQL in this run. */
export const workerSchemaName = () => `test_${process.env[TEST_RUN_ENV] ?? 'run'}_w${process.env.JEST_WORKER_ID ?? '1'}`;
