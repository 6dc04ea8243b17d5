import { setLiveStatus } from '@shopdesk/api-client/testing';
import { act, render, screen } from '@testing-library/react';
import { theme } from '@shopdesk/ui-kit';
import { ThemeProvider } from 'styled-components';
import { LiveBadge } from './live-badge';

const renderBadge = () =>
  render(
    <ThemeProvider theme={theme}>
      <LiveBadge />
    </ThemeProvider>,
  );

afterEach(() => act(() => setLiveStatus('ended')));

describe('LiveBadge', () => {
  it.each([
    ['live', 'Live', 'New orders and status changes appear as they happen'],
    ['connecting', 'Reconnecting…', null],
    ['offline', 'Reconnecting…', null],
    ['paused', 'Paused', 'Live updates moved to a tab you opened later; they resume when you use this one'],
  ] as const)('shows %s as "%s"', (status, label, title) => {
    act(() => setLiveStatus(status));
    renderBadge();
    const badge = screen.getByText(label);
    expect(badge.getAttribute('title')).toBe(title);
  });

  it('shows nothing once the stream has ended', () => {
    act(() => setLiveStatus('ended'));
    const { container } = renderBadge();
    expect(container).toBeEmptyDOMElement();
  });
});
