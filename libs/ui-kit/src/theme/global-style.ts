import { createGlobalStyle } from 'styled-components';
import { color, font, fontSize, themeOf } from './theme-of';

/**
 * Page-wide base styles: box sizing, font, colours, a visible focus ring, reduced motion.
 *
 * @example <ThemeProvider theme={theme}><GlobalStyle /><App /></ThemeProvider>
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    color-scheme: ${(props) => themeOf(props).scheme};
  }
  body {
    margin: 0;
    font-family: ${font('body')};
    font-size: ${fontSize('md')};
    line-height: 1.5;
    color: ${color('text')};
    background: ${color('background')};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, p {
    margin: 0;
  }
  a {
    color: ${color('primary')};
  }
  :focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
