import type { LoadedRequest, PageLoad } from './page-load';

/** What a page can wait on: the document and what its code or markup asks for, not what the browser fetches on its own (the favicon). */
const canBeWaitedOn = (request: LoadedRequest) => request.type === 'Document' || request.initiator !== 'other';

/**
 * The round trips the page waited for one after the other before `target` could start: from
 * `target` back to the document, each step the request that finished last before the current
 * one started (what it was most likely waiting for). Its length is the number of sequential
 * round trips; every step but the document and the target is one to question.
 */
export function sequentialChain(requests: LoadedRequest[], target: LoadedRequest): LoadedRequest[] {
  const chain = [target];
  let current = target;
  for (;;) {
    const before = requests.filter(
      (request) => request !== current && canBeWaitedOn(request) && Number.isFinite(request.end) && request.end <= current.start,
    );
    if (before.length === 0) return chain;
    current = before.reduce((latest, request) => (request.end > latest.end ? request : latest));
    chain.unshift(current);
  }
}

export interface Waterfall {
  /** Every request that started before the rows showed. */
  requests: LoadedRequest[];
  /** The first request whose URL contains `targetUrlPart`. */
  target: LoadedRequest;
  chain: LoadedRequest[];
}

export function waterfallTo(load: PageLoad, targetUrlPart: string): Waterfall {
  const requests = load.requests.filter((request) => request.start <= load.readyAt);
  const target = requests.find((request) => request.url.includes(targetUrlPart));
  if (!target) throw new Error(`${load.path}: no request to ${targetUrlPart} before the page was ready`);
  return { requests, target, chain: sequentialChain(requests, target) };
}
