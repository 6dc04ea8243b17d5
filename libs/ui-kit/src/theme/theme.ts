/** Portrait or narrow screens: where row actions hide behind the selected row (docs/product.md#row-actions). */
export const NARROW_QUERY = '(max-width: 768px), (orientation: portrait)';
/**
 * A phone-width screen (Material's compact width class, under 600 px): what tablets and portrait
 * monitors, narrow as they may be, are not.
 */
export const PHONE_QUERY = '(max-width: 599px)';

/**
 * Shopdesk's design tokens: a calm admin look, text at WCAG AA contrast or better on every
 * surface it is used on.
 *
 * @example
 * // shell only
 * <ThemeProvider theme={theme}><GlobalStyle /><App /></ThemeProvider>
 */
export const theme = {
  /** Which of the two palettes this is: the page's native controls and scrollbars follow it. */
  scheme: 'light' as 'light' | 'dark',
  colors: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#f2f4f7',
    surfaceSelected: '#eef0fd',
    border: '#e2e5ea',
    borderStrong: '#c4c9d2',
    text: '#161a22',
    textMuted: '#565e6c',
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primarySoft: '#eef0fd',
    onPrimary: '#ffffff',
    danger: '#c0262d',
    dangerHover: '#9f1f25',
    dangerSoft: '#fdeced',
    success: '#17734a',
    successSoft: '#e5f4ec',
    warning: '#8a5a00',
    warningSoft: '#fff4d6',
    focus: '#4f46e5',
    overlay: 'rgba(15, 18, 26, 0.45)',
    /** Behind an uploaded picture (a logo): white in both schemes, the background logos are drawn for. */
    imageTile: '#ffffff',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  fonts: {
    body: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeights: { regular: 400, medium: 500, semibold: 600 },
  shadows: {
    sm: '0 1px 2px rgba(15, 18, 26, 0.06)',
    md: '0 2px 8px rgba(15, 18, 26, 0.08)',
    lg: '0 20px 48px rgba(15, 18, 26, 0.2)',
  },
  breakpoints: { narrow: 768 },
  /** The shell's sticky top bar: what a page scrolled into view must clear. */
  sizes: { topBar: '56px' },
  media: { narrow: `@media ${NARROW_QUERY}` },
  queries: { narrow: NARROW_QUERY },
  zIndices: { sticky: 10, modal: 1000, progress: 1100 },
  transitions: { fast: '120ms ease', normal: '200ms ease' },
};

export type Theme = typeof theme;

/**
 * The dark scheme: the same tokens, every text at WCAG AA contrast or better on the surfaces it is
 * used on (the unit test measures each pair). The primary colour is lighter, with dark text on it,
 * as white on a light violet would not reach 4.5:1.
 */
export const darkTheme: Theme = {
  ...theme,
  scheme: 'dark',
  colors: {
    background: '#0e1116',
    surface: '#161a21',
    surfaceMuted: '#1d222a',
    surfaceSelected: '#272c4d',
    border: '#2b313b',
    borderStrong: '#4a5260',
    text: '#e7e9ee',
    textMuted: '#a4acb9',
    primary: '#a7a2ff',
    primaryHover: '#bfbbff',
    primarySoft: '#272c4d',
    onPrimary: '#0e1116',
    danger: '#ff8589',
    dangerHover: '#ffa3a6',
    dangerSoft: '#3b1d21',
    success: '#5fd39a',
    successSoft: '#15301f',
    warning: '#f0bb55',
    warningSoft: '#3a2e12',
    focus: '#a7a2ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
    imageTile: '#ffffff',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 2px 8px rgba(0, 0, 0, 0.45)',
    lg: '0 20px 48px rgba(0, 0, 0, 0.6)',
  },
};
