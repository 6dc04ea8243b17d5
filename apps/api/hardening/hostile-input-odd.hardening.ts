import { allCalls } from '@shopdesk/contracts';
import { describeHostileInput } from './hostile-input';

/** The contract's second, fourth... call under hostile input; the others are hostile-input-even's. */
describeHostileInput(
  allCalls.filter((_, index) => index % 2 === 1),
  'The other half',
);
