import { contrast } from '../testing/colour';
import { darkTheme, theme, type Theme } from './theme';

/** `#rrggbb` as `rgb(r, g, b)`, the form the contrast helper reads. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

type ColorName = keyof Theme['colors'];

/** Each text colour and the surfaces it is drawn on. */
const TEXT_ON: [ColorName, ColorName[]][] = [
  ['text', ['background', 'surface', 'surfaceMuted', 'surfaceSelected', 'primarySoft']],
  ['textMuted', ['background', 'surface', 'surfaceMuted']],
  ['primary', ['background', 'surface', 'surfaceMuted', 'primarySoft']],
  ['onPrimary', ['primary', 'primaryHover', 'danger', 'dangerHover']],
  ['danger', ['surface', 'dangerSoft']],
  ['success', ['surface', 'successSoft']],
  ['warning', ['surface', 'warningSoft']],
];

describe.each([
  ['light', theme],
  ['dark', darkTheme],
])('the %s theme', (_name, palette) => {
  it.each(TEXT_ON.flatMap(([text, surfaces]) => surfaces.map((surface) => [text, surface] as const)))(
    '%s on %s reaches WCAG AA (4.5:1)',
    (text, surface) => {
      expect(contrast(rgb(palette.colors[text]), rgb(palette.colors[surface]))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('has every token the other has, so a screen never reads an undefined colour', () => {
    expect(Object.keys(palette.colors).sort()).toEqual(Object.keys(theme.colors).sort());
    expect(Object.keys(palette).sort()).toEqual(Object.keys(theme).sort());
  });
});
