import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { theme as defaultTheme, type Theme } from './theme';

/** What styled-components passes to an interpolation: `theme` is `{}` without a ThemeProvider. */
interface ThemedProps {
  theme?: unknown;
}

const isTheme = (value: unknown): value is Theme =>
  typeof value === 'object' && value !== null && 'colors' in value && 'space' in value;

/**
 * The theme in effect: the ThemeProvider's when the shell mounted one, else the default, so a
 * remote running alone or a test without a provider still renders.
 */
export function themeOf(props: ThemedProps): Theme {
  return isTheme(props.theme) ? props.theme : defaultTheme;
}

/** The theme in effect, for code outside styled-components (e.g. a media query in JS). */
export function useUiTheme(): Theme {
  return themeOf({ theme: useContext(ThemeContext) });
}

/**
 * Token accessors for styled-components templates; each falls back to the default theme.
 *
 * @example const Box = styled.div`color: ${color('text')}; padding: ${space('md')}; ${narrowMedia} { padding: 0; }`;
 */
export const color = (name: keyof Theme['colors']) => (props: ThemedProps) => themeOf(props).colors[name];
export const space = (name: keyof Theme['space']) => (props: ThemedProps) => themeOf(props).space[name];
export const radius = (name: keyof Theme['radii']) => (props: ThemedProps) => themeOf(props).radii[name];
export const fontSize = (name: keyof Theme['fontSizes']) => (props: ThemedProps) => themeOf(props).fontSizes[name];
export const fontWeight = (name: keyof Theme['fontWeights']) => (props: ThemedProps) =>
  themeOf(props).fontWeights[name];
export const shadow = (name: keyof Theme['shadows']) => (props: ThemedProps) => themeOf(props).shadows[name];
export const zIndex = (name: keyof Theme['zIndices']) => (props: ThemedProps) => themeOf(props).zIndices[name];
export const transition = (name: keyof Theme['transitions']) => (props: ThemedProps) =>
  themeOf(props).transitions[name];
export const size = (name: keyof Theme['sizes']) => (props: ThemedProps) => themeOf(props).sizes[name];
export const font = (name: keyof Theme['fonts']) => (props: ThemedProps) => themeOf(props).fonts[name];
/** `${narrowMedia} { ... }`: styles for portrait or narrow screens. */
export const narrowMedia = (props: ThemedProps) => themeOf(props).media.narrow;
