import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody } from '../common';

export const getHealth = defineCall({
  access: 'public',
  tag: 'system',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability',
  successStatus: 200,
  response: {
    200: Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') }),
    503: ErrorBody,
  },
});

/** For an orchestrator: the process answers. Nothing else is checked, so a slow database never restarts it. */
export const getLiveness = defineCall({
  access: 'public',
  tag: 'system',
  method: 'GET',
  path: '/api/health/live',
  summary: 'Liveness: the process answers',
  successStatus: 200,
  response: {
    200: Type.Object({ status: Type.Literal('ok') }),
  },
});

/**
 * For a load balancer: this instance may be sent requests. 503, with what is wrong, while the
 * database does not answer, a migration this release needs is not applied, or it is shutting down.
 */
export const getReadiness = defineCall({
  access: 'public',
  tag: 'system',
  method: 'GET',
  path: '/api/health/ready',
  summary: 'Readiness: database reachable, migrations applied, not shutting down',
  successStatus: 200,
  response: {
    200: Type.Object({ status: Type.Literal('ready'), database: Type.Literal('up'), migrations: Type.Literal('applied') }),
    503: ErrorBody,
  },
});
