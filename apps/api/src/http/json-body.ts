import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The contract's deepest body is
 * three levels; a body thousands of levels deep only exists to exhaust a stack somewhere after
 * the parser (a recursive walk answering 500, and blocking the process on the large import route).
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether `text` nests arrays and objects deeper than `limit`, read in one pass without parsing
 * (brackets inside strings do not count). Malformed text is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its `__proto__` and `constructor` guards), behind a depth check
 * that costs one pass over the text: every JSON body of every route, before any other work.
 */
async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // parseAs 'string': always text here, whatever the shared signature says.
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(`Invalid body: nested deeper than ${MAX_JSON_DEPTH} levels`, [{ path: '(root)', message: `is nested deeper than ${MAX_JSON_DEPTH} levels` }]), undefined);
      return;
    }
    parse(req, text, done);
  });
}

export const jsonBodyPlugin = fp(jsonBody, { name: 'json-body', fastify: '5.x' });
