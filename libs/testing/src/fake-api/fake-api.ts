import type { ErrorDetail } from '@shopdesk/api-client';
import type { TransportAnswer, TransportReply } from '@shopdesk/api-client/testing';
import { textAnswerType, textContentType, type CallDef, type CallResponse } from '@shopdesk/contracts';
import type { TObject } from '@sinclair/typebox';
import { callName, findCall } from './contract-calls';
import { contractErrors } from './contract-check';
import { readRequest, type FakeRequest } from './read-request';
import { errorBody, failure, isFakeReply, type FakeReply } from './replies';

/** What a call answers on success: the `data` of its envelope (the whole body for the health call). */
export type FakeData<C extends CallDef> = CallResponse<C> extends { data: infer D } ? D : CallResponse<C>;
export type FakeAnswer<C extends CallDef> = FakeData<C> | FakeReply<FakeData<C>>;
export type FakeHandler<C extends CallDef> = (request: FakeRequest<C>) => FakeAnswer<C> | Promise<FakeAnswer<C>>;

/** Requests held back by `hold` until `release`; never released, they stay loading. */
export interface HeldAnswers {
  release: () => void;
}

/** The API as a test sets it up: answers by contract call, and a log of what the page asked. */
export interface FakeApi {
  /** Answers `call` with `answer` (data, a reply such as `failure(...)`, or a function of the request) until the test ends. */
  on<C extends CallDef>(call: C, answer: FakeHandler<C> | FakeAnswer<C>): void;
  /** Answers `call` with an error in the API's shape (no body without a message). */
  fail(call: CallDef, status: number, message?: string, details?: ErrorDetail[]): void;
  /** Holds back the answers to `call` (those `when` picks) until `release()`, for loading states. */
  hold<C extends CallDef>(call: C, when?: (request: FakeRequest<C>) => boolean): HeldAnswers;
  /** Every request received in this test, oldest first. */
  readonly calls: readonly FakeRequest[];
  /** The requests to `call` in this test, oldest first. */
  callsTo<C extends CallDef>(call: C): FakeRequest<C>[];
  /** The latest request to `call`, if any. */
  lastCall<C extends CallDef>(call: C): FakeRequest<C> | undefined;
  /** The latest request for a page of the list `call`: a saved view tab's count (it asks for one row) is left out. */
  lastPage<C extends CallDef>(call: C): FakeRequest<C> | undefined;
  /** The requests for pages of the list `call`, in turn, without the saved view tabs' counts. */
  pagesOf<C extends CallDef>(call: C): FakeRequest<C>[];
}

interface Gate {
  call: CallDef;
  when: ((request: FakeRequest) => boolean) | undefined;
  opened: Promise<void>;
}

const NEVER = new Promise<never>(() => undefined);
const named = (request: FakeRequest) => `${request.method} ${request.url} (${request.name})`;
const errorReply = (status: number, message: string, details?: ErrorDetail[]): TransportReply => ({
  status,
  body: errorBody(status, message, details),
});

function isEnveloped(call: CallDef): boolean {
  const success = call.response[call.successStatus] as Partial<TObject>;
  return success.properties !== undefined && 'data' in success.properties;
}

/**
 * A success answer; one that does not fit the contract's schema is a problem of the test. A call
 * whose contract answers text (a string with a `contentMediaType`) gets it as that media type.
 */
function success(
  request: FakeRequest,
  data: unknown,
  message: string | undefined,
  problems: string[],
  headers: Record<string, string> = {},
): TransportReply {
  const { call } = request;
  const body = isEnveloped(call) ? { data, ...(message === undefined ? {} : { message }) } : data;
  const errors = contractErrors(call.response[call.successStatus], body);
  const mediaType = textAnswerType(call);
  const contentType: Record<string, string> = mediaType ? { 'content-type': textContentType(mediaType) } : {};
  if (errors.length === 0) return { status: call.successStatus, body, headers: { ...contentType, ...headers } };
  problems.push(`The fake answer to ${named(request)} breaks the contract: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
  return errorReply(500, 'The fake answer breaks the contract');
}

function toTransportReply(request: FakeRequest, answer: unknown, problems: string[]): TransportReply {
  if (!isFakeReply(answer)) return success(request, answer, undefined, problems);
  if (answer.kind === 'data') return success(request, answer.data, answer.message, problems, answer.headers);
  return answer.kind === 'error' ? { status: answer.status, body: answer.body } : { status: 0 };
}

/**
 * A fake of the whole API, answering by contract call, with `transport` to plug under api-client.
 * `start` begins a test; `finish` ends it (later requests never get an answer, as on a closed
 * page) and answers what went wrong: requests nobody answered, requests or answers the contract refuses.
 */
export function createFakeApi() {
  const handlers = new Map<CallDef, FakeHandler<CallDef> | FakeAnswer<CallDef>>();
  const calls: FakeRequest[] = [];
  let gates: Gate[] = [];
  let problems: string[] = [];
  let open = false;

  const transport: TransportAnswer = async (sent) => {
    if (!open) return NEVER;
    const path = new URL(sent.url, 'http://page.test').pathname;
    const found = findCall(sent.method, path);
    if (!found) {
      problems.push(`${sent.method} ${sent.url} is no call of the contract`);
      return errorReply(404, `Route ${sent.method}:${path} not found`);
    }
    const { request, refusals } = readRequest(sent, found);
    calls.push(request);
    if (request.call.access === 'protected' && !/^Bearer \S+$/.test(request.headers['authorization'] ?? '')) {
      return errorReply(401, 'Authentication required');
    }
    if (refusals.length > 0) {
      const details = refusals.flatMap((refusal) => refusal.details.map((d) => ({ ...d, path: `${refusal.where}: ${d.path}` })));
      problems.push(`${named(request)} breaks the contract: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`);
      return errorReply(400, `Invalid ${refusals[0].where}`, details);
    }
    await Promise.all(gates.filter((gate) => gate.call === request.call && (gate.when?.(request) ?? true)).map((gate) => gate.opened));
    const answer = handlers.get(request.call);
    if (answer === undefined) {
      problems.push(`Nothing answers ${named(request)}: add fakeApi.on(api.${request.name}, ...)`);
      return errorReply(501, `No fake answer for ${request.name}`);
    }
    try {
      return toTransportReply(request, typeof answer === 'function' ? await answer(request) : answer, problems);
    } catch (error) {
      problems.push(`The fake answer to ${named(request)} threw: ${String(error)}`);
      return errorReply(500, 'The fake answer threw');
    }
  };

  function assertContractCall(call: CallDef): void {
    if (callName(call) === undefined) throw new Error(`${call.method} ${call.path} is not a call of the contract's \`api\``);
  }

  const api: FakeApi = {
    on(call, answer) {
      assertContractCall(call);
      handlers.set(call, answer as FakeAnswer<CallDef>);
    },
    fail(call, status, message, details) {
      api.on(call, failure(status, message, details));
    },
    hold(call, when) {
      assertContractCall(call);
      let release!: () => void;
      const gate: Gate = { call, when: when as Gate['when'], opened: new Promise((resolve) => (release = resolve)) };
      gates.push(gate);
      return {
        release: () => {
          gates = gates.filter((other) => other !== gate);
          release();
        },
      };
    },
    calls,
    callsTo: <C extends CallDef>(call: C) => calls.filter((request) => request.call === call) as FakeRequest<C>[],
    lastCall: (call) => api.callsTo(call).at(-1),
    pagesOf: <C extends CallDef>(call: C) => api.callsTo(call).filter((request) => (request.query as { limit?: number } | undefined)?.limit !== 1),
    lastPage: (call) => api.pagesOf(call).at(-1),
  };

  return {
    api,
    transport,
    start() {
      handlers.clear();
      calls.length = 0;
      gates = [];
      problems = [];
      open = true;
    },
    finish(): string[] {
      open = false;
      return problems;
    },
  };
}
