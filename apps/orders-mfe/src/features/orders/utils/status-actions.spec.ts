import { statusActions } from './status-actions';

describe('statusActions', () => {
  it('offers view, edit (complete) and cancel for a pending order', () => {
    expect(statusActions('pending')).toEqual(['view', 'edit', 'cancel']);
  });

  it.each(['completed', 'cancelled'] as const)('offers only view for a %s order', (status) => {
    expect(statusActions(status)).toEqual(['view']);
  });
});
