/** A credential's Is Used as the screens say it. */
export const isUsedText = (isUsed: boolean) => (isUsed ? 'Used' : 'Available');

/** A credential reported bad (its delivery was replaced), as lists mark it. */
export const BAD_TEXT = 'Bad';

/** How a credential's view says it was reported bad, with the reason when there is one. */
export const reportedBadText = (reason?: string | null) => (reason ? `Reported bad: ${reason}` : 'Reported bad');
