import { onFirstInput } from './first-input';

describe('onFirstInput', () => {
  it.each(['pointerdown', 'keydown', 'input'])('runs at the first %s, once, and stops listening', (type) => {
    const target = new EventTarget();
    const warmUp = jest.fn();
    onFirstInput(warmUp, target);
    expect(warmUp).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once told to stop', () => {
    const target = new EventTarget();
    const warmUp = jest.fn();
    onFirstInput(warmUp, target)();
    target.dispatchEvent(new Event('keydown'));
    expect(warmUp).not.toHaveBeenCalled();
  });
});
