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

interface MockedScreen {
  width: number;
  height: number;
  colorScheme?: 'light' | 'dark';
}

/** One `(feature: value)` of a media query, answered for a screen of `width` x `height` px. */
function matchesFeature(feature: string, { width, height, colorScheme }: MockedScreen): boolean {
  const [, name, value] = /^\(\s*([a-z-]+)\s*:\s*([a-z0-9.]+)\s*\)$/.exec(feature.trim()) ?? [];
  if (name === 'max-width' && value.endsWith('px')) return width <= parseFloat(value);
  if (name === 'min-width' && value.endsWith('px')) return width >= parseFloat(value);
  if (name === 'orientation') return value === (height >= width ? 'portrait' : 'landscape');
  // A mocked screen is a light-scheme one unless the spec says otherwise.
  if (name === 'prefers-color-scheme') return value === (colorScheme ?? 'light');
  throw new Error(`mockScreen does not read the media feature ${feature}`);
}

/**
 * Replaces `window.matchMedia` with one that answers each query for a screen of `width` x
 * `height` px (widths, orientation; a comma is "or", `and` is "and"), so a spec says which screen
 * it runs on rather than which queries match.
 *
 * @example mockScreen({ width: 768, height: 1024 }); // a portrait tablet
 */
export function mockScreen(screen: MockedScreen): void {
  const matches = (query: string) =>
    query.split(',').some((part) => part.split(/\band\b/).every((feature) => matchesFeature(feature, screen)));
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}
