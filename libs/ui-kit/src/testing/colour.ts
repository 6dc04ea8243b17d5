/** WCAG relative luminance of an `rgb(r, g, b)` colour, as `getComputedStyle` gives it. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio of two `rgb(...)` colours (1 to 21; AA asks 4.5 of text): what a spec
 * checks instead of copying a component's colours.
 *
 * @example expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
 */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
