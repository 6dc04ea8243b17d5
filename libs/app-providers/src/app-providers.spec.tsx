import { COLOR_SCHEME_KEY, darkTheme, theme } from '@shopdesk/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { toast } from 'react-toastify';
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

  it('shows toasts top-center, 8 px apart, at most 350 px wide', async () => {
    render(<AppProviders queryClient={new QueryClient()}>page</AppProviders>);
    act(() => {
      toast('Saved');
    });
    const message = await screen.findByText('Saved');
    expect(message.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-center');
    expect(pageCss()).toMatch(/\.Toastify__toast\.Toastify__toast \{max-width: 350px; margin-bottom: 8px;\}/);
  });

  it('starts toasts below the top bar on a phone, where they would cover its menu button', async () => {
    render(<AppProviders queryClient={new QueryClient()}>page</AppProviders>);
    act(() => {
      toast('Saved');
    });
    await screen.findByText('Saved');
    expect(pageCss()).toContain(
      '@media (max-width: 768px), (orientation: portrait) {.Toastify__toast-container--top-center.Toastify__toast-container--top-center {top: calc(56px + 8px);',
    );
  });
});
