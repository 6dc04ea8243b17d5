import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width in whole pixels, rounded down so what is drawn at it (a table's layout, a
 * chart's canvas) never overflows it; kept current as it resizes (a window resized or turned, a
 * sidebar pinned); null until measured, and where nothing is laid out (jsdom).
 *
 * @example const width = useElementWidth(wrapRef);
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  // Before paint, so nothing chosen or drawn by width shows first at a stale one.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      setWidth(measured > 0 ? measured : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
