import { isShortcutPress, isTypingIn } from './shortcut-keys';

const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};
const press = (target: HTMLElement, init: KeyboardEventInit = {}) => {
  let seen: KeyboardEvent | undefined;
  document.addEventListener('keydown', (event) => (seen = event), { once: true });
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true, ...init }));
  return seen as KeyboardEvent;
};

describe('isTypingIn', () => {
  it.each([
    ['a text field', '<input type="text">'],
    ['a search box', '<input type="search">'],
    ['an e-mail field', '<input type="email">'],
    ['a text area', '<textarea></textarea>'],
    ['a select', '<select></select>'],
  ])('is true in %s', (_name, html) => expect(isTypingIn(element(html))).toBe(true));

  it('is true in editable content', () => {
    const div = element('<div contenteditable="true"></div>');
    Object.defineProperty(div, 'isContentEditable', { value: true });
    expect(isTypingIn(div)).toBe(true);
  });

  it.each([
    ['a tick box', '<input type="checkbox">'],
    ['a button', '<button>Go</button>'],
    ['a table row', '<table><tbody><tr tabindex="-1"><td>x</td></tr></tbody></table>'],
  ])('is false on %s', (_name, html) => expect(isTypingIn(element(html))).toBe(false));
});

describe('isShortcutPress', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('takes a plain key on the page, Shift included', () => {
    const button = element('<button>Go</button>');
    expect(isShortcutPress(press(button))).toBe(true);
    expect(isShortcutPress(press(button, { key: 'C', shiftKey: true }))).toBe(true);
  });

  it.each([['ctrlKey'], ['metaKey'], ['altKey']])('leaves a key with %s to the browser', (modifier) => {
    expect(isShortcutPress(press(element('<button>Go</button>'), { [modifier]: true }))).toBe(false);
  });

  it('leaves a key typed into a field alone', () => {
    expect(isShortcutPress(press(element('<input type="search">')))).toBe(false);
  });

  it('waits while a modal is open', () => {
    document.body.innerHTML = '<button>Go</button><div role="dialog" aria-modal="true"></div>';
    expect(isShortcutPress(press(document.querySelector('button') as HTMLElement))).toBe(false);
  });
});
