import { api, type AuditFilters } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { parseListQuery } from '../../lib/list-query';
import { AUDIT_LIST } from '../../repositories/audit-log';
import { defineListRoute } from '../define-list-route';
import { defineRoute } from '../define-route';
import { toAuditEntry } from './audit-row';
import { exportAuditLog } from './export-audit-log';

export async function auditLogRoutes(app: FastifyInstance) {
  defineListRoute(app, api.auditLog.getAuditLogWithQuery, { ...AUDIT_LIST, toDocument: toAuditEntry });

  defineRoute(app, api.auditLog.exportAuditLog, async ({ query, actor, reply }) => {
    const list = parseListQuery<Static<typeof AuditFilters>>(api.auditLog.exportAuditLog, query);
    const { fileName, csv } = await exportAuditLog(app.db, list, actor);
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return csv;
  });
}
