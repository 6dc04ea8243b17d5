import { render } from '@testing-library/react';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

const pageCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');

describe('GlobalStyle', () => {
  it('styles the page with the default theme, focus ring included, without a provider', () => {
    render(<GlobalStyle />);
    expect(document.body).toHaveStyle({
      margin: '0px',
      color: theme.colors.text,
      backgroundColor: theme.colors.background,
    });
    expect(pageCss()).toMatch(new RegExp(`:focus-visible \\{outline: [^;]*${theme.colors.focus}`));
  });
});
