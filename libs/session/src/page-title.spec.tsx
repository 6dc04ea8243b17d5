import { renderHook } from '@testing-library/react';
import { pageTitle, usePageTitle } from './page-title';

describe('usePageTitle', () => {
  it("names the page first and the product after: 'Pending Orders · Shopdesk'", () => {
    expect(pageTitle('Pending Orders')).toBe('Pending Orders · Shopdesk');
  });

  it('sets the document title, and follows a new title', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), { initialProps: { title: 'Dashboard' } });
    expect(document.title).toBe('Dashboard · Shopdesk');
    rerender({ title: 'Employees' });
    expect(document.title).toBe('Employees · Shopdesk');
  });
});
