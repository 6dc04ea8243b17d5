import { act, render, screen } from '@testing-library/react';
import { mockMatchMedia, routerWrapper, unmockMatchMedia } from '@shopdesk/ui-kit/testing';
import type { Column } from './column';
import { DataTable, type DataTableProps } from './data-table';
import { viewAction } from './row-actions';

interface Employee {
  _id: string;
  name: string;
  email: string;
}

const page1: Employee[] = [{ _id: 'e1', name: 'Ada', email: 'ada@shop.test' }];
const page2: Employee[] = [{ _id: 'e2', name: 'Grace Brewster Murray Hopper', email: 'grace@shop.test' }];

const columns: Column<Employee>[] = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'email' },
];

// jsdom lays nothing out: a header cell is as wide as the longest text in its column, 10 px a
// character, as a browser sizing columns by their content would make it.
function layOutByContent() {
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    let width = 0;
    if (this instanceof HTMLTableCellElement && this.tagName === 'TH') {
      const table = this.closest('table') as HTMLTableElement;
      const index = this.cellIndex;
      const texts = Array.from(table.rows, (row) => (row.cells.length > 1 ? (row.cells[index]?.textContent ?? '') : ''));
      width = Math.max(...texts.map((text) => text.length)) * 10;
    }
    return { width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0, toJSON: () => ({}) };
  });
}

/** The colgroup's widths, in % of the table. */
const colWidths = () => Array.from(screen.getByRole('table').querySelectorAll('col'), (col) => parseFloat(col.style.width));

/** Each column's share of the table, as the colgroup gives it. */
const shares = (...widths: number[]) => {
  const total = widths.reduce((sum, width) => sum + width, 0);
  return widths.map((width) => Number(((width / total) * 100).toFixed(3)));
};

function setup(props: Partial<DataTableProps<Employee>> = {}) {
  const all: DataTableProps<Employee> = { label: 'Employees', columns, rows: page1, rowActions: () => [viewAction(jest.fn())], ...props };
  const view = render(<DataTable {...all} />, { wrapper: routerWrapper().wrapper });
  return { ...view, update: (next: Partial<DataTableProps<Employee>>) => view.rerender(<DataTable {...all} {...next} />) };
}

describe('DataTable column widths', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    unmockMatchMedia();
  });

  it('keeps the widths of its first rows through paging, the loader, an empty page and a failure', () => {
    layOutByContent();
    const { update } = setup();
    const first = shares(40, 130, 70);
    expect(colWidths()).toEqual(first);
    expect(screen.getByRole('table')).toHaveStyle({ tableLayout: 'fixed' });

    update({ rows: page2 });
    expect(colWidths()).toEqual(first);
    update({ rows: page2, loading: true });
    expect(colWidths()).toEqual(first);
    update({ rows: [] });
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
    expect(colWidths()).toEqual(first);
    update({ rows: undefined, error: 'Could not load the list' });
    expect(colWidths()).toEqual(first);
    expect(screen.getByRole('table')).toHaveStyle({ tableLayout: 'fixed' });
  });

  it('sizes itself by content until rows show: a loader or an empty page is not measured', () => {
    layOutByContent();
    const { update } = setup({ rows: undefined, loading: true });
    expect(colWidths()).toEqual([]);
    update({ rows: [], loading: false });
    expect(colWidths()).toEqual([]);
    update({ rows: page2, loading: false });
    expect(colWidths()).toEqual(shares(280, 150, 70));
  });

  it('measures afresh when the columns change', () => {
    layOutByContent();
    const { update } = setup();
    update({ rows: page2, columns: [columns[1]] });
    expect(colWidths()).toEqual(shares(150, 70));
  });

  it('measures afresh when its container is resized', () => {
    layOutByContent();
    let resized: () => void = () => undefined;
    Object.assign(window, {
      ResizeObserver: class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe = jest.fn();
        disconnect = jest.fn();
      },
    });
    const { update, container } = setup();
    const wrap = container.querySelector('table')?.parentElement as HTMLElement;
    const resizeTo = (width: number) => {
      Object.defineProperty(wrap, 'clientWidth', { configurable: true, value: width });
      act(() => resized());
    };
    // A scrollbar's worth: the shares absorb it.
    update({ rows: page2 });
    resizeTo(16);
    expect(colWidths()).toEqual(shares(40, 130, 70));
    // While the page is empty the widths stay; the next rows are measured.
    update({ rows: [] });
    resizeTo(600);
    expect(colWidths()).toEqual(shares(40, 130, 70));
    update({ rows: page2 });
    expect(colWidths()).toEqual(shares(280, 150, 70));
    Reflect.deleteProperty(window, 'ResizeObserver');
  });

  it("keeps the widths on a narrow screen too, where a row's opened actions float beside the column", () => {
    mockMatchMedia(true);
    layOutByContent();
    const { update } = setup();
    expect(colWidths()).toEqual(shares(40, 130, 70));
    update({ rows: page2 });
    expect(colWidths()).toEqual(shares(40, 130, 70));
  });
});

/**
 * A row button's size. jsdom does not resolve `var()`: the button's `var(--name, fallback)` is
 * read as the table (where density sets it) has it.
 */
function rowButtonSize(): number {
  const width = getComputedStyle(screen.getAllByRole('button', { name: /view/i })[0]).width;
  const [, name, fallback] = /^var\((--[\w-]+),\s*(.+)\)$/.exec(width) ?? [];
  if (!name) return parseFloat(width);
  return parseFloat(getComputedStyle(screen.getByRole('table')).getPropertyValue(name) || fallback);
}

describe('DataTable density', () => {
  it('is comfortable unless told otherwise', () => {
    setup();
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'comfortable');
  });

  it('compact makes the cells and the row buttons smaller', () => {
    const sizes = () => ({
      button: rowButtonSize(),
      padding: parseFloat(getComputedStyle(screen.getByRole('cell', { name: 'Ada' })).paddingTop),
    });
    const { update } = setup();
    const comfortable = sizes();
    update({ density: 'compact' });
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');
    const compact = sizes();
    expect(compact.button).toBeLessThan(comfortable.button);
    // Still a pointer's minimum target (WCAG 2.5.8).
    expect(compact.button).toBeGreaterThanOrEqual(24);
    expect(compact.padding).toBeLessThan(comfortable.padding);
  });
});
