import { directionText, fieldText, nextSort } from './list-sort';

describe('nextSort', () => {
  const byTotal = (sort: string) => nextSort({ sort, default: '-createdAt' }, 'total');

  it('sorts by another field ascending, then descending, then back to the list’s own order', () => {
    expect(byTotal('-createdAt')).toBe('total');
    expect(byTotal('total')).toBe('-total');
    expect(byTotal('-total')).toBe('-createdAt');
  });

  it('turns the list’s own field round and back again', () => {
    expect(nextSort({ sort: '-createdAt', default: '-createdAt' }, 'createdAt')).toBe('createdAt');
    expect(nextSort({ sort: 'createdAt', default: '-createdAt' }, 'createdAt')).toBe('-createdAt');
    expect(nextSort({ sort: 'name', default: 'name' }, 'name')).toBe('-name');
    expect(nextSort({ sort: '-name', default: 'name' }, 'name')).toBe('name');
  });
});

describe('how a sort reads', () => {
  it.each([
    ['time', false, 'oldest first'],
    ['time', true, 'newest first'],
    ['number', false, 'lowest first'],
    ['number', true, 'highest first'],
    ['text', false, 'A to Z'],
    ['text', true, 'Z to A'],
  ] as const)('%s, descending %s: %s', (kind, descending, text) => {
    expect(directionText(kind, descending)).toBe(text);
  });

  it('names a field without a header in words', () => {
    expect(fieldText('serial')).toBe('Serial');
    expect(fieldText('createdAt')).toBe('Created at');
  });
});
