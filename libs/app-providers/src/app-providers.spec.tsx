import { COLOR_SCHEME_KEY, darkTheme, theme } from '@shopdesk/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { AppProviders } from './app-providers';

const pageCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');

function ThemeProbe() {
  return <p>{useTheme() === theme ? 'themed' : 'not themed'}</p>;
}

describe('AppProviders', () => {
  it('renders its children with the ui-kit theme', () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <ThemeProbe />
      </AppProviders>,
    );
    expect(screen.getByText('themed')).toBeInTheDocument();
  });

  it('renders with the dark theme when the employee chose dark, and the page says so to native controls', () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    function SchemeProbe() {
      return <p>{useTheme() === darkTheme ? 'dark' : 'light'}</p>;
    }
    render(
      <AppProviders queryClient={new QueryClient()}>
        <SchemeProbe />
      </AppProviders>,
    );
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(pageCss()).toMatch(/html \{[^}]*color-scheme: dark;/);
    localStorage.clear();
  });
});
