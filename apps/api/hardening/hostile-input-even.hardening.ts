import { allCalls } from '@shopdesk/contracts';
import { describeHostileInput } from './hostile-input';

/** The contract's first, third, fifth... call under hostile input; the others are hostile-input-odd's. */
describeHostileInput(
  allCalls.filter((_, index) => index % 2 === 0),
  'Half (every other one, from the first)',
  { selfChecks: true },
);
