import { reverseOrderBy } from '../../src/lib/reverse-order-by';

describe('reverseOrderBy', () => {
  it('flips each term, an unmarked one being ascending', () => {
    expect(reverseOrderBy('created_at DESC, id')).toBe('created_at ASC, id DESC');
    expect(reverseOrderBy('serial asc, name, id DESC')).toBe('serial DESC, name DESC, id ASC');
  });

  it('flips an explicit NULLS placement too', () => {
    expect(reverseOrderBy('last_used_at DESC NULLS LAST, id')).toBe('last_used_at ASC NULLS FIRST, id DESC');
  });

  it('keeps commas inside parentheses in their term', () => {
    expect(reverseOrderBy('coalesce(a, b) DESC, id')).toBe('coalesce(a, b) ASC, id DESC');
  });
});
