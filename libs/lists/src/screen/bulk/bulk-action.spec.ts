import { bulkResultText, countOf } from './bulk-action';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);

describe('bulkResultText', () => {
  it('says how many were done when all were', () => {
    expect(bulkResultText({ done: ids(5), failed: [] }, 'completed')).toBe('5 completed');
  });

  it('says how many were not, and the one reason', () => {
    const failed = ids(2).map((id) => ({ id, message: 'No stock for Falcon VPN' }));
    expect(bulkResultText({ done: ids(18), failed }, 'completed')).toBe('18 completed, 2 not: No stock for Falcon VPN');
  });

  it('counts each reason when there are several', () => {
    const failed = [
      { id: 'a', message: 'No stock for Falcon VPN' },
      { id: 'b', message: 'Order is not pending (it is completed)' },
      { id: 'c', message: 'No stock for Falcon VPN' },
    ];
    expect(bulkResultText({ done: [], failed }, 'completed')).toBe(
      '0 completed, 3 not: No stock for Falcon VPN (2); Order is not pending (it is completed) (1)',
    );
  });

  it('writes thousands with separators', () => {
    expect(bulkResultText({ done: ids(1200), failed: [] }, 'archived')).toBe('1,200 archived');
  });
});

describe('countOf', () => {
  it('names one row in the singular and others in the plural', () => {
    expect(countOf(1, { one: 'order', many: 'orders' })).toBe('1 order');
    expect(countOf(3, { one: 'order', many: 'orders' })).toBe('3 orders');
  });
});
