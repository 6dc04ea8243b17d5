import Summary from './app/summary';
import * as summaryEntry from './summary-entry';

describe('summary entry (./Summary)', () => {
  it("exposes the section's dashboard widget as its default export, and nothing else", () => {
    expect(Object.keys(summaryEntry)).toEqual(['default']);
    expect(summaryEntry.default).toBe(Summary);
  });
});
