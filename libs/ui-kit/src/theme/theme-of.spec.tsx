import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { color, narrowMedia, space, themeOf, useUiTheme } from './theme-of';
import { mockScreen, unmockMatchMedia } from '../testing/match-media';

const custom = { ...theme, colors: { ...theme.colors, text: 'rgb(1, 2, 3)' } };

const Box = styled.div`
  color: ${color('text')};
  padding: ${space('md')};
  ${narrowMedia} {
    padding: 0;
  }
`;

describe('theme access', () => {
  afterEach(unmockMatchMedia);

  it('falls back to the default theme without a ThemeProvider', () => {
    expect(themeOf({ theme: {} })).toBe(theme);
    expect(themeOf({})).toBe(theme);
    const { getByText } = render(<Box>plain</Box>);
    expect(getByText('plain')).toHaveStyle({ color: theme.colors.text, padding: theme.space.md });
  });

  it("uses the ThemeProvider's theme when there is one", () => {
    const { getByText } = render(
      <ThemeProvider theme={custom}>
        <Box>themed</Box>
      </ThemeProvider>,
    );
    expect(getByText('themed')).toHaveStyle({ color: 'rgb(1, 2, 3)' });
  });

  it('useUiTheme gives the theme in effect', () => {
    expect(renderHook(() => useUiTheme()).result.current).toBe(theme);
    const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={custom}>{children}</ThemeProvider>;
    expect(renderHook(() => useUiTheme(), { wrapper }).result.current).toBe(custom);
  });

  it.each([
    ['a phone', { width: 390, height: 844 }, true],
    ['a portrait tablet', { width: 768, height: 1024 }, true],
    ['a portrait monitor', { width: 1080, height: 1920 }, true],
    ['a small landscape window', { width: 700, height: 500 }, true],
    ['a laptop', { width: 1440, height: 900 }, false],
  ])('its narrow media query takes %s for narrow: %p', (_name, screen, narrow) => {
    mockScreen(screen);
    expect(window.matchMedia(theme.queries.narrow).matches).toBe(narrow);
    expect(theme.media.narrow).toBe(`@media ${theme.queries.narrow}`);
  });
});
