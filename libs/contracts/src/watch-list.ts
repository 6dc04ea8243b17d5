import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Id, SingleLineText, Timestamp } from './common';

/** What a watch list entry matches, with how the screens say it. */
export const WATCH_KINDS = {
  email: 'E-mail address',
  domain: 'E-mail domain',
  transaction_prefix: 'Transaction id prefix',
} as const;
export type WatchKind = keyof typeof WATCH_KINDS;
export const WatchKind = Type.Union((Object.keys(WATCH_KINDS) as WatchKind[]).map((kind) => Type.Literal(kind)));

export const WATCH_LIST_LIMITS = { valueMaxLength: 254, reasonMaxLength: 500 } as const;

export const WatchListEntry = Type.Object({
  _id: Id,
  kind: WatchKind,
  /** Lower-cased: matching ignores case. */
  value: Type.String(),
  reason: Type.String(),
  /** Past it the entry no longer matches; null: it does not expire. */
  expiresAt: Type.Union([Timestamp, Type.Null()]),
  createdBy: Type.Union([Type.Object({ _id: Id, name: Type.String() }), Type.Null()]),
  createdAt: Timestamp,
});
export type WatchListEntry = Static<typeof WatchListEntry>;

export const WatchListFields = Type.Object(
  {
    kind: WatchKind,
    value: SingleLineText({ minLength: 1, maxLength: WATCH_LIST_LIMITS.valueMaxLength, allOf: [{ pattern: '\\S' }] }),
    reason: SingleLineText({ minLength: 1, maxLength: WATCH_LIST_LIMITS.reasonMaxLength, allOf: [{ pattern: '\\S' }] }),
    expiresAt: Type.Optional(Type.Union([Timestamp, Type.Null()])),
  },
  { additionalProperties: false },
);
export type WatchListFields = Static<typeof WatchListFields>;
