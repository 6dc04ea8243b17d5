import type { ErrorBody } from '@shopdesk/contracts';
import type { AxiosStatic } from 'axios';

export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

interface ApiErrorInit {
  status: number;
  message: string;
  body?: ErrorBody;
  canceled?: boolean;
}

/** Every failed call rejects with this. */
export class ApiError extends Error {
  /** HTTP status; 0 when no answer came (offline, canceled). */
  readonly status: number;
  /** The server's error answer, when it sent one. */
  readonly body: ErrorBody | undefined;
  /**
   * What the error is about, field by field: a 400's invalid fields (`benefits.0`), a 409's
   * taken value (`slug`, `email`). Empty when the server named none.
   */
  readonly details: ErrorDetail[];
  /** The request was aborted (a newer list request replaced it). */
  readonly canceled: boolean;

  constructor({ status, message, body, canceled = false }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.details = body?.details ?? [];
    this.canceled = canceled;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body['message'] === 'string' && typeof body['statusCode'] === 'number';
}

/** A call read as text (a file) gets its error answer as JSON text: read it as the API's error. */
function parsedBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** A failed call's error as an ApiError; `axios` tells its own errors (api-client fetches it with the first call). */
export function toApiError(error: unknown, axios: Pick<AxiosStatic, 'isAxiosError' | 'isCancel'>): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError({ status: 0, message: 'Request canceled', canceled: true });
  if (axios.isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const data = parsedBody(error.response?.data);
    const body = isErrorBody(data) ? data : undefined;
    return new ApiError({ status, message: body?.message ?? error.message, body });
  }
  return new ApiError({ status: 0, message: error instanceof Error ? error.message : String(error) });
}

/**
 * The text for a failure toast: the server's message when it sent one, else `fallback`.
 *
 * @example toast.error(errorMessage(error, 'Failed to update order status'));
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}
