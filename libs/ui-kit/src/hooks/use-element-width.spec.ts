import { act, renderHook } from '@testing-library/react';
import { useElementWidth } from './use-element-width';

/** An element laid out at `width` (jsdom lays nothing out), which `resize` changes. */
function layOut(width: number) {
  const element = document.createElement('div');
  let current = width;
  jest.spyOn(element, 'getBoundingClientRect').mockImplementation(() => ({ width: current }) as DOMRect);
  return { ref: { current: element }, resize: (next: number) => (current = next) };
}

describe('useElementWidth', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(globalThis, 'ResizeObserver');
  });

  it('measures the element in whole pixels, rounded down so nothing drawn at it overflows', () => {
    const { ref } = layOut(640.8);
    expect(renderHook(() => useElementWidth(ref)).result.current).toBe(640);
  });

  it('is null where nothing is laid out, or without an element', () => {
    expect(renderHook(() => useElementWidth(layOut(0).ref)).result.current).toBeNull();
    expect(renderHook(() => useElementWidth({ current: null })).result.current).toBeNull();
  });

  it('follows the element as it resizes, and stops when unmounted', () => {
    const observers: { callback: () => void; observed: Element[]; disconnected: boolean }[] = [];
    Object.assign(globalThis, {
      ResizeObserver: class {
        entry: (typeof observers)[number];
        constructor(callback: () => void) {
          this.entry = { callback, observed: [], disconnected: false };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.observed.push(element);
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    });
    const { ref, resize } = layOut(800);
    const { result, unmount } = renderHook(() => useElementWidth(ref));
    expect(observers[0].observed).toEqual([ref.current]);
    resize(390);
    act(() => observers[0].callback());
    expect(result.current).toBe(390);
    unmount();
    expect(observers[0].disconnected).toBe(true);
  });
});
