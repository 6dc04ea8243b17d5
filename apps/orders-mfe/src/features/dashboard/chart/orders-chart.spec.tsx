import { makeDashboardDays } from '@shopdesk/testing';
import { theme } from '@shopdesk/ui-kit';
import { act, render, screen } from '@testing-library/react';
import type uPlot from 'uplot';
import { plots } from '../testing/fake-uplot';
import OrdersChart from './orders-chart';
import { CHART_HEIGHT } from './chart-size';

jest.mock('uplot', () => jest.requireActual('../testing/fake-uplot').loadFakeUplot());

const DAYS = makeDashboardDays((i) => ({ orders: i % 4, revenue: (i % 4) * 2.5 }));

/** jsdom lays nothing out: the chart's frame is given a width, as a panel of the page would have. */
function layOut(width: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
}

const axisText = (axis: uPlot.Axis, splits: number[]) =>
  (axis.values as (u: uPlot, splits: number[]) => string[])({} as uPlot, splits);

beforeEach(() => {
  plots.length = 0;
});
afterEach(() => jest.restoreAllMocks());

describe('OrdersChart', () => {
  it("gives uPlot the days as series: each day's place, its orders as bars, its revenue and refunds as lines on their own axis", () => {
    layOut(800);
    render(<OrdersChart days={DAYS} onActiveDay={jest.fn()} />);

    expect(plots).toHaveLength(1);
    const [{ options, data, target }] = plots;
    expect(data).toEqual([
      DAYS.map((_, i) => i),
      DAYS.map((day) => day.orders),
      DAYS.map((day) => day.revenue),
      DAYS.map((day) => day.refunds),
    ]);
    expect(data[1].slice(0, 5)).toEqual([0, 1, 2, 3, 0]);
    expect(data[2].slice(0, 5)).toEqual([0, 2.5, 5, 7.5, 0]);
    expect(options.series.slice(1).map(({ label, scale }) => [label, scale])).toEqual([
      ['Orders', 'orders'],
      ['Revenue', 'revenue'],
      ['Refunds', 'revenue'],
    ]);
    expect(options.series[1].paths).toBeDefined();
    expect(options).toMatchObject({ width: 800, height: CHART_HEIGHT, legend: { show: false } });
    expect(target).toBe(screen.getByRole('img'));
  });

  it('labels its axes: days on the bottom, orders on the left, short dollars on the right', () => {
    layOut(800);
    render(<OrdersChart days={DAYS} onActiveDay={jest.fn()} />);
    const [days, orders, revenue] = plots[0].options.axes ?? [];

    expect(axisText(days, [0, 29])).toEqual(['1 Jan', '30 Jan']);
    expect(orders).toMatchObject({ scale: 'orders', label: 'Orders' });
    expect(revenue).toMatchObject({ scale: 'revenue', label: 'Revenue', side: 1 });
    expect(axisText(revenue, [0, 250, 1250])).toEqual(['$0', '$250', '$1.3K']);
  });

  it("drops the axis titles on a phone's width, where the key above names the series", () => {
    layOut(320);
    render(<OrdersChart days={DAYS} onActiveDay={jest.fn()} />);
    const [, orders, revenue] = plots[0].options.axes ?? [];
    expect(orders.label).toBeUndefined();
    expect(revenue.label).toBeUndefined();
  });

  it('uses the theme: bars in the primary colour, revenue in the success colour, the theme font', () => {
    layOut(800);
    render(<OrdersChart days={DAYS} onActiveDay={jest.fn()} />);
    const { series, axes } = plots[0].options;

    expect(series[1].stroke).toBe(theme.colors.primary);
    expect(series[2].stroke).toBe(theme.colors.success);
    expect(axes?.[1].font).toContain(theme.fonts.body);
  });

  it('is an image to screen readers, labelled with the 30 days in words', () => {
    layOut(800);
    render(<OrdersChart days={DAYS} onActiveDay={jest.fn()} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Orders and revenue per day over the last 30 days, 1 Jan to 30 Jan: 43 orders, $107.50 revenue; busiest day 4 Jan with 3 orders.',
    );
  });

  it('tells which day is under the cursor, and null when it leaves', () => {
    layOut(800);
    const onActiveDay = jest.fn();
    render(<OrdersChart days={DAYS} onActiveDay={onActiveDay} />);

    act(() => plots[0].moveCursor(12));
    expect(onActiveDay).toHaveBeenLastCalledWith(12);
    act(() => plots[0].moveCursor(null));
    expect(onActiveDay).toHaveBeenLastCalledWith(null);
  });

  it('draws again when the days change, letting go of the old chart; nothing is left on unmount', () => {
    layOut(800);
    const { rerender, unmount } = render(<OrdersChart days={DAYS} onActiveDay={jest.fn()} />);
    const next = makeDashboardDays((i) => ({ orders: i }));
    rerender(<OrdersChart days={next} onActiveDay={jest.fn()} />);

    expect(plots).toHaveLength(2);
    expect(plots[0].destroyed).toBe(true);
    expect(plots[1].data[1]).toEqual(next.map((day) => day.orders));
    unmount();
    expect(plots[1].destroyed).toBe(true);
  });

  it('draws nothing until it has a width (never a chart squeezed into 0 pixels)', () => {
    layOut(0);
    render(<OrdersChart days={DAYS} onActiveDay={jest.fn()} />);
    expect(plots).toHaveLength(0);
  });
});
