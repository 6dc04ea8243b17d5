import { defineCall } from '../call';
import { ErrorBody, Ok, PROTECTED_BASE } from '../common';
import { PreferenceChanges, Preferences } from '../preferences';

/** The signed-in employee's own ways of working: every level keeps its own. */
const base = { access: 'protected', permission: 'account.own', tag: 'account' } as const;

export const getMyPreferences = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}account/preferences`,
  summary: "How the signed-in employee works: each list's last chosen order, and where an order view goes after a change",
  successStatus: 200,
  response: { 200: Ok(Preferences) },
});

export const updateMyPreferences = defineCall({
  ...base,
  method: 'PATCH',
  path: `${PROTECTED_BASE}account/preferences`,
  summary: "Keeps one list's order (null forgets it) or where the order view goes after a change; answers every preference",
  body: PreferenceChanges,
  successStatus: 200,
  response: { 200: Ok(Preferences), 400: ErrorBody },
});
