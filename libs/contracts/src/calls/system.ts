import { Type } from '@sinclair/typebox';
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
