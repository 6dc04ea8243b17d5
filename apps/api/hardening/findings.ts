import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import PARTS from './parts.json';

/** A part of docs/reliability.md; parts.json orders and titles them (the report script reads it too). */
export type Part = keyof typeof PARTS;

/**
 * Records what a hardening test tried and what came of it, for the report. Call it after the
 * test's assertions, so a finding is only written for something that held; a failing test shows
 * up in the report's list of failures instead. Outside `npm run test:hardening` it does nothing.
 */
export function recordFinding(part: Part, tried: string, result: string): void {
  const out = process.env.HARDENING_OUT;
  if (!out) return;
  mkdirSync(out, { recursive: true });
  appendFileSync(join(out, 'findings.jsonl'), `${JSON.stringify({ part, tried, result })}\n`);
}
