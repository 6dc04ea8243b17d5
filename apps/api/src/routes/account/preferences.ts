import { rememberedSortProblem, type PreferenceChanges } from '@shopdesk/contracts';
import { invalidField } from '../../errors';

/** A 400 at `sort.value` when the order named is not one the list offers. */
export function checkPreferenceChanges(changes: PreferenceChanges): void {
  const { sort } = changes;
  if (!sort || sort.value === null) return;
  const problem = rememberedSortProblem(sort.list, sort.value);
  if (problem) throw invalidField('sort.value', problem);
}
