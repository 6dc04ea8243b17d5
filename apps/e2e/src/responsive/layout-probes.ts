import type { Locator } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far the page and the table's scroll box reach past their width (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(table: Locator): Promise<{ page: number; table: number }> {
  return table.evaluate((element) => {
    const page = document.scrollingElement as HTMLElement;
    const scroller = element.parentElement as HTMLElement;
    return {
      page: Math.max(page.scrollWidth - page.clientWidth, 0),
      table: Math.max(scroller.scrollWidth - scroller.clientWidth, 0),
    };
  });
}

/** The boxes of the header cells, rounded to whole pixels: a column pushed or squeezed changes them. */
export const columnBoxes = (table: Locator): Promise<Box[]> =>
  table.locator('thead th').evaluateAll((cells) =>
    cells.map((cell) => {
      const { x, y, width, height } = cell.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    }),
  );

/** Whether the element is wholly inside the viewport and on top at its centre (not clipped, not covered). */
export async function wholeAndOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const { left, top, right, bottom } = target.getBoundingClientRect();
    const inside = left >= 0 && top >= 0 && right <= window.innerWidth && bottom <= window.innerHeight;
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return inside && hit !== null && target.contains(hit);
  });
}

/** The vertical centres of the elements' boxes: controls on one line share them. */
export const centres = (elements: Locator): Promise<number[]> =>
  elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const { top, bottom } = node.getBoundingClientRect();
      return (top + bottom) / 2;
    }),
  );

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of a visible element, or an error naming it. */
export async function boxOf(element: Locator): Promise<Box> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element} has no box`);
  return box;
}

/** Waits for the element's own animations (a toast sliding in) to end: its box is then where it stays. */
export async function settled(element: Locator): Promise<void> {
  await element.evaluate((target) => Promise.all(target.getAnimations().map((animation) => animation.finished)));
}
