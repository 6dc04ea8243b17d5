/** Makes every media query match (a portrait phone) until `restore` is called; jsdom has no matchMedia. */
export function portraitScreen(): { restore: () => void } {
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    }) as MediaQueryList;
  return { restore: () => Reflect.deleteProperty(window, 'matchMedia') };
}
