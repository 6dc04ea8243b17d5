import { makeOrder, makeOrderItem, makeOrderWithItems } from '@shopdesk/testing';
import { completionPlan, deliveredText } from './completion-texts';

const order = makeOrder('pending', { email: 'lina@example.com' });

describe('what a completion delivers', () => {
  it('names the credentials it e-mails, each service once, and to whom', () => {
    const falcon = makeOrderItem('Falcon VPN', 2);
    const single = makeOrderWithItems(order, [falcon]);
    expect(completionPlan(single)).toEqual(['Emails 2 Falcon VPN credentials to lina@example.com']);
    expect(deliveredText(single)).toBe('Emailed 2 Falcon VPN credentials to lina@example.com.');

    const nord = makeOrderItem('Nord VPN', 1);
    const several = makeOrderWithItems(order, [falcon, nord, { ...falcon, _id: 'other-item', quantity: 1 }]);
    expect(completionPlan(several)).toEqual(['Emails 3 Falcon VPN and 1 Nord VPN credentials to lina@example.com']);
    expect(completionPlan(makeOrderWithItems(order, [nord]))).toEqual(['Emails 1 Nord VPN credential to lina@example.com']);
  });

  it('says that a manual delivery sends nothing, alone or beside e-mailed credentials', () => {
    const card = makeOrderItem('Card $25', 1, 25, 'manual');
    expect(completionPlan(makeOrderWithItems(order, [card]))).toEqual(['Manual delivery: nothing is sent']);
    expect(deliveredText(makeOrderWithItems(order, [card]))).toBe('Manual delivery: nothing was sent.');
    expect(completionPlan(makeOrderWithItems(order, [makeOrderItem('Falcon VPN'), card]))).toEqual([
      'Emails 1 Falcon VPN credential to lina@example.com',
      'Manual delivery of Card $25: nothing is sent for it',
    ]);
  });

  it('has nothing to say of an order without items', () => {
    expect(completionPlan(makeOrderWithItems(order, []))).toEqual([]);
    expect(deliveredText(makeOrderWithItems(order, []))).toBe('');
  });
});
