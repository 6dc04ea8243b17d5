import { makeDelivery } from '@shopdesk/testing';
import { canReplace, deliveryEmailText, replacedText } from './delivery-texts';

describe('deliveryEmailText', () => {
  it('reads Sent with the date and time, Queued, or Failed', () => {
    expect(deliveryEmailText({ status: 'sent', sentAt: '2026-01-01T10:06:00.000Z' }, 'UTC')).toBe('Sent 1 Jan 2026, 10:06');
    expect(deliveryEmailText({ status: 'pending', sentAt: null }, 'UTC')).toBe('Queued');
    expect(deliveryEmailText({ status: 'failed', sentAt: null }, 'UTC')).toBe('Failed');
  });

  it('reads Sent alone when the time is missing, and nothing without an e-mail', () => {
    expect(deliveryEmailText({ status: 'sent', sentAt: null })).toBe('Sent');
    expect(deliveryEmailText(null)).toBeNull();
  });
});

describe('replacedText', () => {
  it('says when and why a delivery was replaced', () => {
    expect(replacedText({ replacedAt: '2026-01-02T09:00:00.000Z', replaceReason: 'Wrong password' }, 'UTC')).toBe(
      'Replaced 2 Jan 2026, 09:00: Wrong password',
    );
    expect(replacedText({ replacedAt: '2026-01-02T09:00:00.000Z', replaceReason: null }, 'UTC')).toBe('Replaced 2 Jan 2026, 09:00');
  });

  it('says nothing for a current delivery', () => {
    expect(replacedText({ replacedAt: null, replaceReason: null })).toBeNull();
  });
});

describe('canReplace', () => {
  it('allows only a current delivery of a completed order', () => {
    const current = makeDelivery();
    const replaced = makeDelivery('Falcon VPN', { replacedAt: '2026-01-02T09:00:00.000Z', replaceReason: 'Bad' });
    expect(canReplace(current, 'completed')).toBe(true);
    expect(canReplace(replaced, 'completed')).toBe(false);
    expect(canReplace(current, 'pending')).toBe(false);
    expect(canReplace(current, 'cancelled')).toBe(false);
  });
});
