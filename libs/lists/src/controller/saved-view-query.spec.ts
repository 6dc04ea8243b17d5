import { sameViewQuery, viewQueryOf, viewSearch } from './saved-view-query';

describe('a saved view and the URL', () => {
  it('keeps the list’s own keys that have a value, not the page or the screen’s other keys', () => {
    const params = new URLSearchParams('status=pending&page=3&sort=-total&search=nova&colour=red&isActive=false');
    expect(viewQueryOf('orders.pending', params)).toEqual({ search: 'nova', sort: '-total' });
    expect(viewQueryOf('services.vpn', new URLSearchParams('lowStock=true&isActive=false&search='))).toEqual({ isActive: 'false', lowStock: 'true' });
  });

  it('matches queries whatever the order of their keys', () => {
    expect(sameViewQuery({ search: 'nova', sort: '-total' }, { sort: '-total', search: 'nova' })).toBe(true);
    expect(sameViewQuery({ search: 'nova' }, { search: 'nova', sort: '-total' })).toBe(false);
    expect(sameViewQuery({}, {})).toBe(true);
  });

  it('opens a view from where the screen is: its other keys kept, the page and the list’s keys the view’s', () => {
    const params = new URLSearchParams('status=pending&page=4&search=old&sort=name');
    expect(viewSearch('orders.pending', params, { sort: '-total', search: 'nova' })).toBe('?status=pending&search=nova&sort=-total');
    expect(viewSearch('orders.pending', params, {})).toBe('?status=pending');
    expect(viewSearch('employees', new URLSearchParams('page=2'), {})).toBe('');
  });
});
