/** Replaces `window.matchMedia` with one whose every query answers `matches`; returns a setter. */
export function mockMatchMedia(initial: boolean): (matches: boolean) => void {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return (next) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

/** Back to jsdom's default: no `matchMedia` at all. */
export function unmockMatchMedia(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
