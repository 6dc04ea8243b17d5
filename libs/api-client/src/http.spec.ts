import { warmUpHttpOnFirstInput } from './http';

const axiosFetched = jest.fn();
jest.mock('axios', () => {
  axiosFetched();
  return jest.requireActual('axios');
});

describe('warmUpHttpOnFirstInput', () => {
  it('fetches axios at the first key press, once, and stops listening', async () => {
    const target = new EventTarget();
    const added = jest.spyOn(target, 'addEventListener');
    const removed = jest.spyOn(target, 'removeEventListener');
    warmUpHttpOnFirstInput(target);
    expect(axiosFetched).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(axiosFetched).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(added.mock.calls.map(([type]) => type).sort());
  });

  it('stops listening when told to, fetching nothing', () => {
    const target = new EventTarget();
    const removed = jest.spyOn(target, 'removeEventListener');
    warmUpHttpOnFirstInput(target)();
    expect(removed).toHaveBeenCalledTimes(3);
  });
});
