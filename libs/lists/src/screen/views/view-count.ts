import type { ViewCount } from '../../controller/use-saved-views';

/** A tab's count as it reads: '1,204', or '10,000+' when the count stopped at its cap. */
export const viewCountText = ({ value, isLowerBound }: ViewCount): string => `${value.toLocaleString('en-US')}${isLowerBound ? '+' : ''}`;
