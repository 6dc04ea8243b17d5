import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width in whole pixels, kept current as it resizes (a window turned, the sidebar
 * pinned); null until measured, and where nothing is laid out (jsdom).
 *
 * @example const width = useElementWidth(frameRef);
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  // Before paint, so the chart is never drawn first at a stale width.
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
