import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { color, narrowMedia, space, themeOf, useUiTheme } from './theme-of';

const custom = { ...theme, colors: { ...theme.colors, text: 'rgb(1, 2, 3)' } };

const Box = styled.div`
  color: ${color('text')};
  padding: ${space('md')};
  ${narrowMedia} {
    padding: 0;
  }
`;

describe('theme access', () => {
  it('falls back to the default theme without a ThemeProvider', () => {
    expect(themeOf({ theme: {} })).toBe(theme);
    expect(themeOf({})).toBe(theme);
    const { getByText } = render(<Box>plain</Box>);
    expect(getByText('plain')).toHaveStyle({ color: theme.colors.text, padding: '12px' });
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

  it('has a narrow media query for portrait or narrow screens', () => {
    expect(theme.media.narrow).toBe('@media (max-width: 768px), (orientation: portrait)');
  });
});
