import { api, EXPORT_COLUMNS, WATCH_KINDS, type CallBody, type WatchKind, type WatchListEntry } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { deleteWatchEntry, insertWatchEntry, WATCH_LIST, type WatchEntryRow } from '../../repositories/watch-list';
import { fieldConflict, invalidField, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { defineExportRoute } from '../define-export-route';
import { defineListRoute } from '../define-list-route';
import { defineRoute } from '../define-route';

export function toWatchListEntry(row: WatchEntryRow): WatchListEntry {
  return {
    _id: row.id,
    kind: row.kind,
    value: row.value,
    reason: row.reason,
    expiresAt: row.expires_at?.toISOString() ?? null,
    createdBy: row.created_by && row.created_by_name !== null ? { _id: row.created_by, name: row.created_by_name } : null,
    createdAt: row.created_at.toISOString(),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

/**
 * The value as it is stored and matched: trimmed and lower-cased; a domain without the `@` it may
 * be typed with. A value that cannot match its kind is a 400 at `value`.
 */
export function normalizeWatchValue(kind: WatchKind, raw: string): string {
  const value = raw.trim().toLowerCase();
  switch (kind) {
    case 'email':
      if (!EMAIL.test(value)) throw invalidField('value', 'An e-mail address to watch must be a whole address, like name@example.com');
      return value;
    case 'domain': {
      const domain = value.replace(/^@/, '');
      if (!DOMAIN.test(domain)) throw invalidField('value', 'An e-mail domain to watch must be a domain, like example.com');
      return domain;
    }
    case 'transaction_prefix':
      return value;
  }
}

type Fields = CallBody<typeof api.watchList.addWatchListEntry>;

async function addEntry(db: Database, clock: Clock, body: Fields, actor: Actor): Promise<WatchListEntry> {
  const value = normalizeWatchValue(body.kind, body.value);
  const expiresAt = body.expiresAt ?? null;
  if (expiresAt !== null && Date.parse(expiresAt) <= clock.now().getTime()) throw invalidField('expiresAt', 'The expiry must be in the future');
  return db.transaction(async (tx) => {
    const row = await insertWatchEntry(tx, { kind: body.kind, value, reason: body.reason.trim(), expiresAt, createdBy: actor.id });
    if (!row) throw fieldConflict('value', `This ${WATCH_KINDS[body.kind].toLowerCase()} is on the watch list already`);
    await recordAudit(tx, actor, {
      action: 'watch_list.add',
      entity: 'watch_list_entry',
      entityId: row.id,
      after: { kind: row.kind, value: row.value, reason: row.reason, expiresAt: row.expires_at?.toISOString() ?? null },
    });
    return toWatchListEntry(row);
  });
}

export async function watchListRoutes(app: FastifyInstance) {
  const calls = api.watchList;

  defineListRoute(app, calls.getWatchList, { ...WATCH_LIST, toDocument: toWatchListEntry });
  defineExportRoute(app, calls.exportWatchList, {
    ...WATCH_LIST,
    toDocument: toWatchListEntry,
    fileName: 'watch-list',
    entity: 'watch_list_entry',
    header: EXPORT_COLUMNS.watchList,
    cells: (w) => [w._id, w.kind, w.value, w.reason, w.createdAt, w.expiresAt],
  });

  defineRoute(app, calls.addWatchListEntry, async ({ body, actor }) => ({ data: await addEntry(app.db, app.clock, body, actor) }));

  defineRoute(app, calls.removeWatchListEntry, async ({ params, actor }) =>
    app.db.transaction(async (tx) => {
      const row = await deleteWatchEntry(tx, params.id);
      if (!row) throw notFound('Watch list entry');
      await recordAudit(tx, actor, {
        action: 'watch_list.remove',
        entity: 'watch_list_entry',
        entityId: row.id,
        before: { kind: row.kind, value: row.value, reason: row.reason, expiresAt: row.expires_at?.toISOString() ?? null },
      });
      return { data: null, message: 'Removed from the watch list' };
    }),
  );
}
