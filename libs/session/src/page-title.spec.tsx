import { renderHook } from '@testing-library/react';
import { pageTitle, usePageTitle, useTitleCount } from './page-title';

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

describe('useTitleCount', () => {
  it('puts the waiting orders before the page title, follows them, and takes them away when unmounted', () => {
    const page = renderHook(() => usePageTitle('Dashboard'));
    const counter = renderHook(({ count }: { count: number | undefined }) => useTitleCount(count), { initialProps: { count: undefined as number | undefined } });
    expect(document.title).toBe('Dashboard · Shopdesk');
    counter.rerender({ count: 3 });
    page.rerender();
    expect(document.title).toBe('(3) Dashboard · Shopdesk');
    expect(pageTitle('Employees')).toBe('(3) Employees · Shopdesk');
    counter.rerender({ count: 0 });
    expect(document.title).toBe('Dashboard · Shopdesk');
    counter.rerender({ count: 12 });
    counter.unmount();
    expect(document.title).toBe('Dashboard · Shopdesk');
    expect(pageTitle('Employees')).toBe('Employees · Shopdesk');
  });
});
