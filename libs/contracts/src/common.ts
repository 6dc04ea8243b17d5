import * as Type from '@sinclair/typebox';
import type { Static, StringOptions, TSchema, TUnsafe } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, LIST_LIMITS, PASSWORD_LENGTH, SEARCH_MAX_LENGTH } from './limits';

export const API_BASE = '/api';
export const PUBLIC_AUTH_BASE = '/api/employeeApp/public/auth/';
export const PROTECTED_BASE = '/api/employeeApp/protected/';
export const UPLOADS_BASE = '/uploads/';
/** The OpenAPI UI; its JSON document is at `${API_DOCS}/json`. */
export const API_DOCS = '/api/docs';


/**
 * A UUID written plainly: 36 characters, hex digits and hyphens (either case). The `uuid` format
 * alone also takes the `urn:uuid:` form, which PostgreSQL refuses; braces are refused too.
 */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const Id = Type.String({ format: 'uuid', pattern: UUID_PATTERN, description: 'UUID' });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const Timestamp = Type.String({ format: 'date-time' });
export const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH });
export const Password = Type.String({ minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max });
export const Token = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * Text shown to employees on one line (a name, a user id) holds none of these: the control
 * characters (C0 with tab, CR and LF; DEL; C1), the line and paragraph separators, and the bidi
 * controls (U+061C, U+200E/F, U+202A-U+202E, U+2066-U+2069) that make a name show as other text
 * ("Trojan Source"). The joiners stay: emoji and Persian need them.
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]*$';
/** What a form or an import says of a value SINGLE_LINE_PATTERN refuses, after the field's name. */
export const SINGLE_LINE_MESSAGE = 'must be a single line of text without control characters';

const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN);

/** Whether `text` is a single line as SingleLineText takes it: for checks outside a schema (a form, an import). */
export const isSingleLineText = (text: string): boolean => SINGLE_LINE.test(text);

/**
 * A single-line text field. Multi-line text (a description, a reason, an import) is a plain
 * `Type.String`; the two should never mix in one field.
 *
 * @example name: SingleLineText({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH })
 */
export const SingleLineText = (options: Omit<StringOptions, 'pattern'> = {}) => Type.String({ ...options, pattern: SINGLE_LINE_PATTERN });

export const ActiveFlag = Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')], {
  description: "true/false; the string forms 'true'/'false' are accepted too",
});
/** The isActive filter as a list's URL and query carry it: 'true' lists active items, 'false' archived ones. */
export type ActiveFilter = 'true' | 'false';
export const ArchiveBody = Type.Object({ isActive: Type.Boolean() }, { additionalProperties: false });

/** search, currentPage, limit and filters (JSON text) of every list call. */
export const ListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
    currentPage: Type.Optional(Type.Integer({ minimum: 1, default: LIST_LIMITS.currentPage })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_LIMITS.maxLimit, default: LIST_LIMITS.limit })),
    filters: Type.Optional(Type.String({ maxLength: 1000, description: 'JSON object; keys per call' })),
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;

/** ListQuery whose `limit` defaults to another page size (the schema default is what applies). */
export const listQueryWithDefaultLimit = (defaultLimit: number) =>
  Type.Object(
    {
      ...ListQuery.properties,
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_LIMITS.maxLimit, default: defaultLimit })),
    },
    { additionalProperties: false },
  );

/** A list call's answer: one page of `document`s. */
export const Page = <T extends TSchema>(document: T) =>
  Type.Object({
    documents: Type.Array(document),
    totalPages: Type.Integer(),
    totalItems: Type.Integer(),
    /** Present and true when a search matched more than SEARCH_COUNT_CAP rows: totalItems is the cap. */
    totalIsLowerBound: Type.Optional(Type.Boolean()),
  });
/** A list call's answer as data: one page of `Row`s (the static type of `Page`). */
export type ListPage<Row> = Static<ReturnType<typeof Page<TUnsafe<Row>>>>;

/** Success envelope: `{ data, message? }`. */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ data, message: Type.Optional(Type.String()) });

export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  /** Set for the refusals the web side answers by itself (ERROR_CODES). */
  code: Type.Optional(Type.String()),
  details: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageOnly = Ok(Type.Null());
