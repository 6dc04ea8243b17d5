import { untilUsedAgain } from './until-used-again';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
afterEach(() => setVisibility('visible'));

describe('untilUsedAgain', () => {
  it.each([
    ['focused', () => window.dispatchEvent(new FocusEvent('focus'))],
    ['clicked', () => document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))],
    ['typed in', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
  ])('resolves when the tab is %s, not before', async (_, use) => {
    const waiting = untilUsedAgain(new AbortController().signal);
    expect(await settled(waiting)).toBe(false);
    use();
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves when the tab is shown again, not when it is hidden', async () => {
    const waiting = untilUsedAgain(new AbortController().signal);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(waiting)).toBe(false);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves when the stream is closed', async () => {
    const controller = new AbortController();
    const waiting = untilUsedAgain(controller.signal);
    controller.abort();
    expect(await settled(waiting)).toBe(true);
  });
});
