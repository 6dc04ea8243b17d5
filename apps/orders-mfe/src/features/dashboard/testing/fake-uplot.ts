import type uPlot from 'uplot';

/** One chart the code under test made: what it gave uPlot, and whether it was destroyed. */
export interface FakePlot {
  options: uPlot.Options;
  data: uPlot.AlignedData;
  target: HTMLElement;
  destroyed: boolean;
  /** Plays the cursor moving onto the day at `index` (null: off the chart), as uPlot's hook would. */
  moveCursor: (index: number | null) => void;
}

/** Every chart made in this test file, oldest first. */
export const plots: FakePlot[] = [];
let loads = 0;

/**
 * uPlot stands in for a canvas chart jsdom cannot draw: a spec mocks it with
 * `jest.mock('uplot', () => jest.requireActual('<this file>').loadFakeUplot())`, then reads `plots`;
 * `uplotLoads()` says whether anything has imported 'uplot' yet (the lazy chunk's test).
 */
export function loadFakeUplot() {
  loads += 1;
  class FakeUPlot {
    static paths = { bars: () => () => null };
    private readonly plot: FakePlot;

    constructor(options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) {
      const self = this as unknown as uPlot;
      const cursor: { idx: number | null } = { idx: null };
      Object.assign(this, { cursor });
      this.plot = {
        options,
        data,
        target,
        destroyed: false,
        moveCursor: (index) => {
          cursor.idx = index;
          const hooks = options.hooks?.setCursor;
          for (const hook of Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) hook?.(self);
        },
      };
      plots.push(this.plot);
    }

    destroy() {
      this.plot.destroyed = true;
    }
  }
  return { __esModule: true, default: FakeUPlot };
}

/** How many times 'uplot' was imported in this test file (0 or 1: modules load once). */
export const uplotLoads = () => loads;
