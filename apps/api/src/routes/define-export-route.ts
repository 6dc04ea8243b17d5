import type { AuditRecordType, CallDef, CallFilters, CallResponse, SortValue } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../lib/audit';
import { csvStream } from '../lib/csv-stream';
import { parseListQuery, type SortableListQuery } from '../lib/list-query';
import { orderByFor, type SortSql } from '../lib/list-sort';
import { listWhere, type ListConditions } from '../lib/list-where';
import { defineRoute } from './define-route';

/** A list's export: the list route's own SQL and documents, and what each CSV row says of a document. */
export interface ExportRoute<C extends CallDef, Row, Document> extends ListConditions<NonNullable<CallFilters<C>>> {
  select: string;
  from: string;
  sortBy: SortSql;
  toDocument: (row: Row) => Document;
  /** The file's name before the date: `orders` → `orders-2026-11-29.csv`. */
  fileName: string;
  /** What the audit row says was exported. */
  entity: AuditRecordType;
  /** The header row: the contract's EXPORT_COLUMNS of the list. */
  header: readonly string[];
  cells: (document: Document) => readonly (string | null | undefined)[];
}

/**
 * Registers a list's CSV export: the list's search, filters and sort (checked as the list checks
 * them: a bad filter is a 400 before anything is sent), every row they match, streamed
 * (`csvStream`), and one audit row saying who exported what.
 *
 * @example defineExportRoute(app, api.orders.exportOrders, { ...ORDER_LIST, toDocument: toOrderListEntry,
 *   fileName: 'orders', entity: 'order', header: EXPORT_COLUMNS.orders, cells: orderCells });
 */
export function defineExportRoute<C extends CallDef, Row, Document>(app: FastifyInstance, call: C, route: ExportRoute<C, Row, Document>): void {
  defineRoute(app, call, async ({ query, actor, reply, raw }) => {
    const list = parseListQuery<NonNullable<CallFilters<C>>>(call, query as SortableListQuery);
    const where = await listWhere(app.db, route, list);
    const orderBy = orderByFor(route.sortBy, list.sort as SortValue<string>);
    if (actor) {
      await recordAudit(app.db, actor, {
        action: 'list.export',
        entity: route.entity,
        entityId: null,
        after: { search: list.search ?? null, filters: list.filters, sort: list.sort ?? null },
      });
    }
    reply.header('content-disposition', `attachment; filename="${route.fileName}-${new Date().toISOString().slice(0, 10)}.csv"`);
    const file = csvStream<Row>(app.db, `SELECT ${route.select} FROM ${route.from} ${where} ORDER BY ${orderBy}`, where.params, {
      header: route.header,
      cells: (row) => route.cells(route.toDocument(row)),
      onError: (error) => raw.log.error({ err: error }, `${call.path}: the export stopped`),
    });
    return file as unknown as CallResponse<C>;
  });
}
